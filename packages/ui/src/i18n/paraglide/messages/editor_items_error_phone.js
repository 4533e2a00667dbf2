/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Error_PhoneInputs */

const en_editor_items_error_phone = /** @type {(inputs: Editor_Items_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a phone number with its country code, e.g. +212 6 12 34 56 78`)
};

const fr_editor_items_error_phone = /** @type {(inputs: Editor_Items_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un numéro de téléphone avec son indicatif pays, p. ex. +212 6 12 34 56 78`)
};

/**
* | output |
* | --- |
* | "Enter a phone number with its country code, e.g. +212 6 12 34 56 78" |
*
* @param {Editor_Items_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_phone = /** @type {((inputs?: Editor_Items_Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_error_phone(inputs)
	return en_editor_items_error_phone(inputs)
});