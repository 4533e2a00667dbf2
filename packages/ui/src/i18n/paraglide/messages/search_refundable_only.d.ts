/**
* | output |
* | --- |
* | "Refundable fares only" |
*
* @param {Search_Refundable_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_refundable_only: ((inputs?: Search_Refundable_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Refundable_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Refundable_OnlyInputs = {};
