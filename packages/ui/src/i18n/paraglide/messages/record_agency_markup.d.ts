/**
* | output |
* | --- |
* | "Agency markup" |
*
* @param {Record_Agency_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_agency_markup: ((inputs?: Record_Agency_MarkupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Agency_MarkupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Agency_MarkupInputs = {};
