/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Two_FactorInputs */

const en_shell_two_factor = /** @type {(inputs: Shell_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const fr_shell_two_factor = /** @type {(inputs: Shell_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Double authentification`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Shell_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor = /** @type {((inputs?: Shell_Two_FactorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Two_FactorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_two_factor(inputs)
	return en_shell_two_factor(inputs)
});