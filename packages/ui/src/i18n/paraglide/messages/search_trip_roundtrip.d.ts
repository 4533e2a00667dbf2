/**
* | output |
* | --- |
* | "Round-trip" |
*
* @param {Search_Trip_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_roundtrip: ((inputs?: Search_Trip_RoundtripInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Trip_RoundtripInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Trip_RoundtripInputs = {};
