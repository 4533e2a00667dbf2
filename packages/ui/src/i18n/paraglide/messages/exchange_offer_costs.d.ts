/**
* | output |
* | --- |
* | "Fare difference {difference} · Penalty {penalty}" |
*
* @param {Exchange_Offer_CostsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_offer_costs: ((inputs: Exchange_Offer_CostsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Offer_CostsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Offer_CostsInputs = {
    difference: NonNullable<unknown>;
    penalty: NonNullable<unknown>;
};
