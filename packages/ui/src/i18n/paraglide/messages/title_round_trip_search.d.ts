/**
* | output |
* | --- |
* | "Round-trip search" |
*
* @param {Title_Round_Trip_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_round_trip_search: ((inputs?: Title_Round_Trip_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Round_Trip_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Round_Trip_SearchInputs = {};
