/**
* | output |
* | --- |
* | "Loading {title} (PDF)" |
*
* @param {Record_Pdf_Loading_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_loading_label: ((inputs: Record_Pdf_Loading_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Pdf_Loading_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Pdf_Loading_LabelInputs = {
    title: NonNullable<unknown>;
};
