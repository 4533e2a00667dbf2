/**
* | output |
* | --- |
* | "NDC content only" |
*
* @param {Search_Ndc_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_ndc_only: ((inputs?: Search_Ndc_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Ndc_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Ndc_OnlyInputs = {};
