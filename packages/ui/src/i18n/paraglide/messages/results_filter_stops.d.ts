/**
* | output |
* | --- |
* | "Stops" |
*
* @param {Results_Filter_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_stops: ((inputs?: Results_Filter_StopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_StopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_StopsInputs = {};
