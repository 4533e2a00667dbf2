/**
* | output |
* | --- |
* | "Refundable as a credit" |
*
* @param {Lowcost_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_refundable: ((inputs?: Lowcost_RefundableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_RefundableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_RefundableInputs = {};
