/**
* | output |
* | --- |
* | "Change search" |
*
* @param {Results_Change_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_change_search: ((inputs?: Results_Change_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Change_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Change_SearchInputs = {};
