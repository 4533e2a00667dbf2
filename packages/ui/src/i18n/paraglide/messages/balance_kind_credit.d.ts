/**
* | output |
* | --- |
* | "Top-up" |
*
* @param {Balance_Kind_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_credit: ((inputs?: Balance_Kind_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Kind_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Kind_CreditInputs = {};
