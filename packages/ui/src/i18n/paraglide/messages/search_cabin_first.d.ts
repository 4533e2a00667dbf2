/**
* | output |
* | --- |
* | "First" |
*
* @param {Search_Cabin_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_first: ((inputs?: Search_Cabin_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Cabin_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Cabin_FirstInputs = {};
