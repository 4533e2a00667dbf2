/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Search_Payment_CashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_cash: ((inputs?: Search_Payment_CashInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Payment_CashInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Payment_CashInputs = {};
