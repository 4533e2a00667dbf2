/**
* | output |
* | --- |
* | "One-way search" |
*
* @param {Title_One_Way_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_one_way_search: ((inputs?: Title_One_Way_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_One_Way_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_One_Way_SearchInputs = {};
