/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Field_Document_NumberInputs */

const en_editor_items_field_document_number = /** @type {(inputs: Editor_Items_Field_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document number`)
};

const fr_editor_items_field_document_number = /** @type {(inputs: Editor_Items_Field_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro du document`)
};

/**
* | output |
* | --- |
* | "Document number" |
*
* @param {Editor_Items_Field_Document_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_field_document_number = /** @type {((inputs?: Editor_Items_Field_Document_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Field_Document_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_field_document_number(inputs)
	return en_editor_items_field_document_number(inputs)
});