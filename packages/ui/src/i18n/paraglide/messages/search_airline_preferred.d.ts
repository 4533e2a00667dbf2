/**
* | output |
* | --- |
* | "Preferred" |
*
* @param {Search_Airline_PreferredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_preferred: ((inputs?: Search_Airline_PreferredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airline_PreferredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airline_PreferredInputs = {};
