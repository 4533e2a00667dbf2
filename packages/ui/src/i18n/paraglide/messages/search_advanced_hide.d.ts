/**
* | output |
* | --- |
* | "Hide advanced options" |
*
* @param {Search_Advanced_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_advanced_hide: ((inputs?: Search_Advanced_HideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Advanced_HideInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Advanced_HideInputs = {};
