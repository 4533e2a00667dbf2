/**
* | output |
* | --- |
* | "refundable as a credit before departure" |
*
* @param {Lowcost_Policy_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_refundable: ((inputs?: Lowcost_Policy_RefundableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_RefundableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_RefundableInputs = {};
