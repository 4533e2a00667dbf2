/**
* | shownPlural | output |
* | --- | --- |
* | "one" | "{shown} of {total} offers" |
* | * | "{shown} of {total} offers" |
*
* @param {Results_Offer_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_offer_count: ((inputs: Results_Offer_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Offer_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Offer_CountInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
