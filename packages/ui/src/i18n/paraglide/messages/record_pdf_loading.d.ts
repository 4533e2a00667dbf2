/**
* | output |
* | --- |
* | "Loading the PDF…" |
*
* @param {Record_Pdf_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_loading: ((inputs?: Record_Pdf_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Pdf_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Pdf_LoadingInputs = {};
