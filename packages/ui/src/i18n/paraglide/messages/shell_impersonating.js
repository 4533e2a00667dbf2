/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_ImpersonatingInputs */

const en_shell_impersonating = /** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are impersonating`)
};

const fr_shell_impersonating = /** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous agissez en tant que`)
};

/**
* | output |
* | --- |
* | "You are impersonating" |
*
* @param {Shell_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating = /** @type {((inputs?: Shell_ImpersonatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ImpersonatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_impersonating(inputs)
	return en_shell_impersonating(inputs)
});