/**
* | output |
* | --- |
* | "Previous offer" |
*
* @param {Results_Key_Previous_OfferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_previous_offer: ((inputs?: Results_Key_Previous_OfferInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Key_Previous_OfferInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Key_Previous_OfferInputs = {};
