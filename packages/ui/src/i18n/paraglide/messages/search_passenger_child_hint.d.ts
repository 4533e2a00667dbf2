/**
* | output |
* | --- |
* | "2 to 11 years, with an adult" |
*
* @param {Search_Passenger_Child_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_child_hint: ((inputs?: Search_Passenger_Child_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_Child_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_Child_HintInputs = {};
