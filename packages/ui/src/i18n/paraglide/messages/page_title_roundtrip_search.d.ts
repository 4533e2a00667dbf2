/**
* | output |
* | --- |
* | "Round-trip search" |
*
* @param {Page_Title_Roundtrip_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_roundtrip_search: ((inputs?: Page_Title_Roundtrip_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Roundtrip_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Roundtrip_SearchInputs = {};
