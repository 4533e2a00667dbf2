/**
* | output |
* | --- |
* | "traveller {number} on {flight}" |
*
* @param {Lowcost_Traveller_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller_on: ((inputs: Lowcost_Traveller_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Traveller_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Traveller_OnInputs = {
    number: NonNullable<unknown>;
    flight: NonNullable<unknown>;
};
