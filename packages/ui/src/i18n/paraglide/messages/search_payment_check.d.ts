/**
* | output |
* | --- |
* | "Check" |
*
* @param {Search_Payment_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_check: ((inputs?: Search_Payment_CheckInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Payment_CheckInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Payment_CheckInputs = {};
