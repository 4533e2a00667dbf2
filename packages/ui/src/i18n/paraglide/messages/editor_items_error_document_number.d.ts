/**
* | output |
* | --- |
* | "Enter the document number" |
*
* @param {Editor_Items_Error_Document_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_document_number: ((inputs?: Editor_Items_Error_Document_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Error_Document_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Error_Document_NumberInputs = {};
