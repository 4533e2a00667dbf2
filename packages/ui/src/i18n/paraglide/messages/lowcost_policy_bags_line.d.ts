/**
* | output |
* | --- |
* | "{cabin}; {checked}" |
*
* @param {Lowcost_Policy_Bags_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_bags_line: ((inputs: Lowcost_Policy_Bags_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_Bags_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_Bags_LineInputs = {
    cabin: NonNullable<unknown>;
    checked: NonNullable<unknown>;
};
