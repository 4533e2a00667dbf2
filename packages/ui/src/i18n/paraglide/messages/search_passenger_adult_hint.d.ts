/**
* | output |
* | --- |
* | "12 years and over" |
*
* @param {Search_Passenger_Adult_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_adult_hint: ((inputs?: Search_Passenger_Adult_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_Adult_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_Adult_HintInputs = {};
