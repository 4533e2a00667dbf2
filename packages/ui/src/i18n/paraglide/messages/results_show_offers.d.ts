/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {count} offer" |
* | * | "Show {count} offers" |
*
* @param {Results_Show_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_show_offers: ((inputs: Results_Show_OffersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Show_OffersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Show_OffersInputs = {
    count: NonNullable<unknown>;
};
