/**
* | output |
* | --- |
* | "Infants on a lap ({fare}) have no seat and no bag of their own." |
*
* @param {Lowcost_Policy_InfantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_infants: ((inputs: Lowcost_Policy_InfantsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_InfantsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_InfantsInputs = {
    fare: NonNullable<unknown>;
};
