/**
* | output |
* | --- |
* | "One-way" |
*
* @param {Search_Trip_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_oneway: ((inputs?: Search_Trip_OnewayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Trip_OnewayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Trip_OnewayInputs = {};
