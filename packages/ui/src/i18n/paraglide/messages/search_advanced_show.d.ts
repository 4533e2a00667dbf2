/**
* | output |
* | --- |
* | "Advanced options" |
*
* @param {Search_Advanced_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_advanced_show: ((inputs?: Search_Advanced_ShowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Advanced_ShowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Advanced_ShowInputs = {};
