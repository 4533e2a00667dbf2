/**
* | output |
* | --- |
* | "Reset filters" |
*
* @param {Results_Reset_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_reset_filters: ((inputs?: Results_Reset_FiltersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Reset_FiltersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Reset_FiltersInputs = {};
