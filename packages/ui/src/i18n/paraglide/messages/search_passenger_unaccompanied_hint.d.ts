/**
* | output |
* | --- |
* | "Travelling alone, without any other passenger" |
*
* @param {Search_Passenger_Unaccompanied_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_unaccompanied_hint: ((inputs?: Search_Passenger_Unaccompanied_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_Unaccompanied_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_Unaccompanied_HintInputs = {};
