/**
* | output |
* | --- |
* | "Multi-city" |
*
* @param {Search_Trip_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_multi_city: ((inputs?: Search_Trip_Multi_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Trip_Multi_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Trip_Multi_CityInputs = {};
