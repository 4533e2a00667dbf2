/**
* | output |
* | --- |
* | "Fewer: {type}" |
*
* @param {Search_Passenger_FewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_fewer: ((inputs: Search_Passenger_FewerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_FewerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_FewerInputs = {
    type: NonNullable<unknown>;
};
