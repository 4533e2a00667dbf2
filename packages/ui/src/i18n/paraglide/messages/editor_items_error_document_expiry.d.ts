/**
* | output |
* | --- |
* | "Enter the document expiry date" |
*
* @param {Editor_Items_Error_Document_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_document_expiry: ((inputs?: Editor_Items_Error_Document_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Error_Document_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Error_Document_ExpiryInputs = {};
