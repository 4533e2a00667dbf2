/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Record_Download_PdfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_download_pdf: ((inputs?: Record_Download_PdfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Download_PdfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Download_PdfInputs = {};
