/**
* | output |
* | --- |
* | "Best" |
*
* @param {Results_Sort_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_sort_best: ((inputs?: Results_Sort_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Sort_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Sort_BestInputs = {};
