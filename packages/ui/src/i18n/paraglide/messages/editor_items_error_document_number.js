/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Error_Document_NumberInputs */

const en_editor_items_error_document_number = /** @type {(inputs: Editor_Items_Error_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the document number`)
};

const fr_editor_items_error_document_number = /** @type {(inputs: Editor_Items_Error_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le numéro du document`)
};

/**
* | output |
* | --- |
* | "Enter the document number" |
*
* @param {Editor_Items_Error_Document_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_document_number = /** @type {((inputs?: Editor_Items_Error_Document_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Error_Document_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_error_document_number(inputs)
	return en_editor_items_error_document_number(inputs)
});