/**
* | output |
* | --- |
* | "Prohibited" |
*
* @param {Search_Airline_ProhibitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_prohibited: ((inputs?: Search_Airline_ProhibitedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airline_ProhibitedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airline_ProhibitedInputs = {};
