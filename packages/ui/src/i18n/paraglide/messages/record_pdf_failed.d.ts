/**
* | output |
* | --- |
* | "The PDF could not be loaded." |
*
* @param {Record_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_failed: ((inputs?: Record_Pdf_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Pdf_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Pdf_FailedInputs = {};
