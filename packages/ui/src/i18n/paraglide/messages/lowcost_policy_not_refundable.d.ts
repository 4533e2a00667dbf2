/**
* | output |
* | --- |
* | "not refundable" |
*
* @param {Lowcost_Policy_Not_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_not_refundable: ((inputs?: Lowcost_Policy_Not_RefundableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_Not_RefundableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_Not_RefundableInputs = {};
