/**
* | output |
* | --- |
* | "Fares {fares} · extras {extras}" |
*
* @param {Lowcost_Fares_And_ExtrasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_fares_and_extras: ((inputs: Lowcost_Fares_And_ExtrasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Fares_And_ExtrasInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Fares_And_ExtrasInputs = {
    fares: NonNullable<unknown>;
    extras: NonNullable<unknown>;
};
