/**
* | output |
* | --- |
* | "{bundle}: {rule}." |
*
* @param {Lowcost_Policy_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_line: ((inputs: Lowcost_Policy_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_LineInputs = {
    bundle: NonNullable<unknown>;
    rule: NonNullable<unknown>;
};
