/**
* | output |
* | --- |
* | "free, plus any fare difference" |
*
* @param {Lowcost_Policy_Changes_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_free: ((inputs?: Lowcost_Policy_Changes_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_Changes_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_Changes_FreeInputs = {};
