/**
* | output |
* | --- |
* | "Low-cost airline: support" |
*
* @param {Title_Low_Cost_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_support: ((inputs?: Title_Low_Cost_SupportInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Low_Cost_SupportInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Low_Cost_SupportInputs = {};
