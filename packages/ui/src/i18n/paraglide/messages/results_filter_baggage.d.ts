/**
* | output |
* | --- |
* | "Checked baggage included" |
*
* @param {Results_Filter_BaggageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_baggage: ((inputs?: Results_Filter_BaggageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_BaggageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_BaggageInputs = {};
