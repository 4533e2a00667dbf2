/**
* | output |
* | --- |
* | "expires" |
*
* @param {Record_Document_ExpiresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_document_expires: ((inputs?: Record_Document_ExpiresInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Document_ExpiresInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Document_ExpiresInputs = {};
