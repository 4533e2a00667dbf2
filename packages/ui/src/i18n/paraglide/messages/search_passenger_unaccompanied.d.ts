/**
* | output |
* | --- |
* | "Unaccompanied Minor" |
*
* @param {Search_Passenger_UnaccompaniedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_unaccompanied: ((inputs?: Search_Passenger_UnaccompaniedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_UnaccompaniedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_UnaccompaniedInputs = {};
