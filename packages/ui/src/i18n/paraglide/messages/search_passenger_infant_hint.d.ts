/**
* | output |
* | --- |
* | "Under 2 years, with an adult" |
*
* @param {Search_Passenger_Infant_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_infant_hint: ((inputs?: Search_Passenger_Infant_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_Infant_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_Infant_HintInputs = {};
