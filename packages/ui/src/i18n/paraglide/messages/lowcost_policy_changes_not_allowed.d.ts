/**
* | output |
* | --- |
* | "not allowed" |
*
* @param {Lowcost_Policy_Changes_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_not_allowed: ((inputs?: Lowcost_Policy_Changes_Not_AllowedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_Changes_Not_AllowedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_Changes_Not_AllowedInputs = {};
