/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Record_Price_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_price_summary: ((inputs?: Record_Price_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Price_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Price_SummaryInputs = {};
