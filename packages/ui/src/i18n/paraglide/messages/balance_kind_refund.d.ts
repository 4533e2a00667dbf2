/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Balance_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_refund: ((inputs?: Balance_Kind_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Kind_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Kind_RefundInputs = {};
