/**
* | output |
* | --- |
* | "Child" |
*
* @param {Search_Passenger_ChildInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_child: ((inputs?: Search_Passenger_ChildInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_ChildInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_ChildInputs = {};
