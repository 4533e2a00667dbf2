/**
* | output |
* | --- |
* | "Price breakdown" |
*
* @param {Results_Price_BreakdownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_price_breakdown: ((inputs?: Results_Price_BreakdownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Price_BreakdownInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Price_BreakdownInputs = {};
