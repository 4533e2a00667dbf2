/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Locator_FormInputs */

const en_shell_locator_form = /** @type {(inputs: Shell_Locator_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to a booking`)
};

const fr_shell_locator_form = /** @type {(inputs: Shell_Locator_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à une réservation`)
};

/**
* | output |
* | --- |
* | "Go to a booking" |
*
* @param {Shell_Locator_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_locator_form = /** @type {((inputs?: Shell_Locator_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Locator_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_locator_form(inputs)
	return en_shell_locator_form(inputs)
});