/**
* | output |
* | --- |
* | "IATA code, e.g. AT; empty for any" |
*
* @param {Markups_Airline_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_airline_hint: ((inputs?: Markups_Airline_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Airline_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Airline_HintInputs = {};
