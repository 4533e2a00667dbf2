/**
* | output |
* | --- |
* | "Low-cost airline" |
*
* @param {Nav_Low_CostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_low_cost: ((inputs?: Nav_Low_CostInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Low_CostInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Low_CostInputs = {};
