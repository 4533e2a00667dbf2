/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Error_Document_ExpiryInputs */

const en_editor_items_error_document_expiry = /** @type {(inputs: Editor_Items_Error_Document_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the document expiry date`)
};

const fr_editor_items_error_document_expiry = /** @type {(inputs: Editor_Items_Error_Document_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la date d'expiration du document`)
};

/**
* | output |
* | --- |
* | "Enter the document expiry date" |
*
* @param {Editor_Items_Error_Document_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_document_expiry = /** @type {((inputs?: Editor_Items_Error_Document_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Error_Document_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_error_document_expiry(inputs)
	return en_editor_items_error_document_expiry(inputs)
});