/**
* | output |
* | --- |
* | "An airline is its two-character IATA code, e.g. AT" |
*
* @param {Markups_Airline_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_airline_invalid: ((inputs?: Markups_Airline_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Airline_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Airline_InvalidInputs = {};
