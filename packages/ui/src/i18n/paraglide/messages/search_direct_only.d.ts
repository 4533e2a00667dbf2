/**
* | output |
* | --- |
* | "Direct flights only" |
*
* @param {Search_Direct_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_direct_only: ((inputs?: Search_Direct_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Direct_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Direct_OnlyInputs = {};
