/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Stop_ImpersonatingInputs */

const en_shell_stop_impersonating = /** @type {(inputs: Shell_Stop_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop impersonating`)
};

const fr_shell_stop_impersonating = /** @type {(inputs: Shell_Stop_ImpersonatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cesser d'emprunter l'identité`)
};

/**
* | output |
* | --- |
* | "Stop impersonating" |
*
* @param {Shell_Stop_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_stop_impersonating = /** @type {((inputs?: Shell_Stop_ImpersonatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Stop_ImpersonatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_stop_impersonating(inputs)
	return en_shell_stop_impersonating(inputs)
});