/**
* | output |
* | --- |
* | "Extras on {flight}" |
*
* @param {Lowcost_Extras_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_extras_on: ((inputs: Lowcost_Extras_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Extras_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Extras_OnInputs = {
    flight: NonNullable<unknown>;
};
