/**
* | output |
* | --- |
* | "Ancillaries" |
*
* @param {Record_AncillariesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_ancillaries: ((inputs?: Record_AncillariesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_AncillariesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_AncillariesInputs = {};
