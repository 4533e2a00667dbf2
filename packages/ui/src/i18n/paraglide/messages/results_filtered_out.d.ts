/**
* | output |
* | --- |
* | "No offer matches these filters." |
*
* @param {Results_Filtered_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filtered_out: ((inputs?: Results_Filtered_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filtered_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filtered_OutInputs = {};
