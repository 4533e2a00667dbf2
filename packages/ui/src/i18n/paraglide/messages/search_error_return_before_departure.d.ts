/**
* | output |
* | --- |
* | "The return date cannot be before the departure date" |
*
* @param {Search_Error_Return_Before_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_return_before_departure: ((inputs?: Search_Error_Return_Before_DepartureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_Return_Before_DepartureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_Return_Before_DepartureInputs = {};
