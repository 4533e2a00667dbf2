/**
* | output |
* | --- |
* | "The document as the agency sends it." |
*
* @param {Record_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_description: ((inputs?: Record_Pdf_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Pdf_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Pdf_DescriptionInputs = {};
