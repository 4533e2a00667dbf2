/**
* | output |
* | --- |
* | "Bags" |
*
* @param {Lowcost_Policy_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_bags: ((inputs?: Lowcost_Policy_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_BagsInputs = {};
