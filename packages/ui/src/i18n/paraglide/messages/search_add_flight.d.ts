/**
* | output |
* | --- |
* | "Add a flight" |
*
* @param {Search_Add_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_add_flight: ((inputs?: Search_Add_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Add_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Add_FlightInputs = {};
