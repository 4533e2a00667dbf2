/**
* | output |
* | --- |
* | "{fee} per passenger and flight, plus any fare difference" |
*
* @param {Lowcost_Policy_Changes_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_fee: ((inputs: Lowcost_Policy_Changes_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_Changes_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_Changes_FeeInputs = {
    fee: NonNullable<unknown>;
};
