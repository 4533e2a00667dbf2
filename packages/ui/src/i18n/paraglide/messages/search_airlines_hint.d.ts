/**
* | output |
* | --- |
* | "IATA codes, e.g. AT, AF" |
*
* @param {Search_Airlines_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airlines_hint: ((inputs?: Search_Airlines_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airlines_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airlines_HintInputs = {};
