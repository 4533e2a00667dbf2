/**
* | output |
* | --- |
* | "Multi-city search" |
*
* @param {Title_Multi_City_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_multi_city_search: ((inputs?: Title_Multi_City_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Multi_City_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Multi_City_SearchInputs = {};
