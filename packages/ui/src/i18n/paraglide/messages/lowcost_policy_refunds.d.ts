/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Lowcost_Policy_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_refunds: ((inputs?: Lowcost_Policy_RefundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_RefundsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_RefundsInputs = {};
