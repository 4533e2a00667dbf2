/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Impersonating_ConsequenceInputs */

const en_shell_impersonating_consequence = /** @type {(inputs: Shell_Impersonating_ConsequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you do is done as them.`)
};

const fr_shell_impersonating_consequence = /** @type {(inputs: Shell_Impersonating_ConsequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous faites est fait en son nom.`)
};

/**
* | output |
* | --- |
* | "What you do is done as them." |
*
* @param {Shell_Impersonating_ConsequenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating_consequence = /** @type {((inputs?: Shell_Impersonating_ConsequenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Impersonating_ConsequenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_impersonating_consequence(inputs)
	return en_shell_impersonating_consequence(inputs)
});