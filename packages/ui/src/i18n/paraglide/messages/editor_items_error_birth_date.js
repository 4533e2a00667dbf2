/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Error_Birth_DateInputs */

const en_editor_items_error_birth_date = /** @type {(inputs: Editor_Items_Error_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the date of birth`)
};

const fr_editor_items_error_birth_date = /** @type {(inputs: Editor_Items_Error_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la date de naissance`)
};

/**
* | output |
* | --- |
* | "Enter the date of birth" |
*
* @param {Editor_Items_Error_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_birth_date = /** @type {((inputs?: Editor_Items_Error_Birth_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Error_Birth_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_error_birth_date(inputs)
	return en_editor_items_error_birth_date(inputs)
});