/**
* | output |
* | --- |
* | "{fare} price breakdown" |
*
* @param {Results_Price_Breakdown_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_price_breakdown_of: ((inputs: Results_Price_Breakdown_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Price_Breakdown_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Price_Breakdown_OfInputs = {
    fare: NonNullable<unknown>;
};
