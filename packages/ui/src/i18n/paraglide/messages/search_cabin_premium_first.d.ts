/**
* | output |
* | --- |
* | "Premium First" |
*
* @param {Search_Cabin_Premium_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_premium_first: ((inputs?: Search_Cabin_Premium_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Cabin_Premium_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Cabin_Premium_FirstInputs = {};
