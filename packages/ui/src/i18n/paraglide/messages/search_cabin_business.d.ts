/**
* | output |
* | --- |
* | "Business" |
*
* @param {Search_Cabin_BusinessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_business: ((inputs?: Search_Cabin_BusinessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Cabin_BusinessInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Cabin_BusinessInputs = {};
