/**
* | output |
* | --- |
* | "Next sort" |
*
* @param {Results_Key_Next_SortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_next_sort: ((inputs?: Results_Key_Next_SortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Key_Next_SortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Key_Next_SortInputs = {};
