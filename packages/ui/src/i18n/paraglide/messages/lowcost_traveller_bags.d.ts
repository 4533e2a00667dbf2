/**
* | output |
* | --- |
* | "{traveller}: checked bags ({price} each)" |
*
* @param {Lowcost_Traveller_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller_bags: ((inputs: Lowcost_Traveller_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Traveller_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Traveller_BagsInputs = {
    traveller: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
