/**
* | output |
* | --- |
* | "Max connection" |
*
* @param {Search_Max_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_max_connection: ((inputs?: Search_Max_ConnectionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Max_ConnectionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Max_ConnectionInputs = {};
