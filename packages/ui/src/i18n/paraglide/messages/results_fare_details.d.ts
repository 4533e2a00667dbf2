/**
* | output |
* | --- |
* | "Fare details" |
*
* @param {Results_Fare_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_fare_details: ((inputs?: Results_Fare_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Fare_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Fare_DetailsInputs = {};
