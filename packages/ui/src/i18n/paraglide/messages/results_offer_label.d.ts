/**
* | output |
* | --- |
* | "Offer {position} of {total}: {airline}, {route}, from {price}" |
*
* @param {Results_Offer_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_offer_label: ((inputs: Results_Offer_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Offer_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Offer_LabelInputs = {
    position: NonNullable<unknown>;
    total: NonNullable<unknown>;
    airline: NonNullable<unknown>;
    route: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
