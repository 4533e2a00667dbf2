/**
* | output |
* | --- |
* | "View PDF" |
*
* @param {Record_View_PdfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_view_pdf: ((inputs?: Record_View_PdfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_View_PdfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_View_PdfInputs = {};
