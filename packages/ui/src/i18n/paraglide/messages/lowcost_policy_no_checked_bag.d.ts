/**
* | output |
* | --- |
* | "no checked bag (bought as an extra)" |
*
* @param {Lowcost_Policy_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_no_checked_bag: ((inputs?: Lowcost_Policy_No_Checked_BagInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_No_Checked_BagInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_No_Checked_BagInputs = {};
