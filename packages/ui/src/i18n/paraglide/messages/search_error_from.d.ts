/**
* | output |
* | --- |
* | "Choose where the flight leaves from" |
*
* @param {Search_Error_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_from: ((inputs?: Search_Error_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_FromInputs = {};
