/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Search_Airport_SearchingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_searching: ((inputs?: Search_Airport_SearchingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airport_SearchingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airport_SearchingInputs = {};
