/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Error_ValueInputs */

const en_editor_items_error_value = /** @type {(inputs: Editor_Items_Error_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a value`)
};

const fr_editor_items_error_value = /** @type {(inputs: Editor_Items_Error_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une valeur`)
};

/**
* | output |
* | --- |
* | "Enter a value" |
*
* @param {Editor_Items_Error_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_value = /** @type {((inputs?: Editor_Items_Error_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Error_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_error_value(inputs)
	return en_editor_items_error_value(inputs)
});