/**
* | output |
* | --- |
* | "One-way search" |
*
* @param {Page_Title_Oneway_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_oneway_search: ((inputs?: Page_Title_Oneway_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Oneway_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Oneway_SearchInputs = {};
