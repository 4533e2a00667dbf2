/**
* | output |
* | --- |
* | "Premium Economy" |
*
* @param {Search_Cabin_Premium_EconomyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_premium_economy: ((inputs?: Search_Cabin_Premium_EconomyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Cabin_Premium_EconomyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Cabin_Premium_EconomyInputs = {};
