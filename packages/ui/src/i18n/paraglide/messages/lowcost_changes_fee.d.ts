/**
* | output |
* | --- |
* | "Changes {fee}" |
*
* @param {Lowcost_Changes_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_changes_fee: ((inputs: Lowcost_Changes_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Changes_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Changes_FeeInputs = {
    fee: NonNullable<unknown>;
};
