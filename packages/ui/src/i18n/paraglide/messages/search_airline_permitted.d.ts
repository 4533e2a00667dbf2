/**
* | output |
* | --- |
* | "Permitted" |
*
* @param {Search_Airline_PermittedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_permitted: ((inputs?: Search_Airline_PermittedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airline_PermittedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airline_PermittedInputs = {};
