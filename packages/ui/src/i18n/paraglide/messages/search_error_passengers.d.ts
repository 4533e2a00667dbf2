/**
* | output |
* | --- |
* | "Please select valid passengers" |
*
* @param {Search_Error_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_passengers: ((inputs?: Search_Error_PassengersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_PassengersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_PassengersInputs = {};
