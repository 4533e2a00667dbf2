/**
* | output |
* | --- |
* | "{name} fare details" |
*
* @param {Results_Fare_Details_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_fare_details_of: ((inputs: Results_Fare_Details_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Fare_Details_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Fare_Details_OfInputs = {
    name: NonNullable<unknown>;
};
