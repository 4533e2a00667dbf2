/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Locator_InvalidInputs */

const en_shell_locator_invalid = /** @type {(inputs: Shell_Locator_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 6-character locator: letters and digits, e.g. RWBAUM.`)
};

const fr_shell_locator_invalid = /** @type {(inputs: Shell_Locator_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un PNR de 6 caractères, lettres et chiffres, par exemple RWBAUM.`)
};

/**
* | output |
* | --- |
* | "Enter a 6-character locator: letters and digits, e.g. RWBAUM." |
*
* @param {Shell_Locator_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_locator_invalid = /** @type {((inputs?: Shell_Locator_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Locator_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_locator_invalid(inputs)
	return en_shell_locator_invalid(inputs)
});