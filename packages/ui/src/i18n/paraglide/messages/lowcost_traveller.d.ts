/**
* | output |
* | --- |
* | "Traveller {number}" |
*
* @param {Lowcost_TravellerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller: ((inputs: Lowcost_TravellerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_TravellerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_TravellerInputs = {
    number: NonNullable<unknown>;
};
