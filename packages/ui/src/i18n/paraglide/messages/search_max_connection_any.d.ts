/**
* | output |
* | --- |
* | "Any" |
*
* @param {Search_Max_Connection_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_max_connection_any: ((inputs?: Search_Max_Connection_AnyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Max_Connection_AnyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Max_Connection_AnyInputs = {};
