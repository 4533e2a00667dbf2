/**
* | output |
* | --- |
* | "Arrival time" |
*
* @param {Results_Filter_Arrival_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_arrival_time: ((inputs?: Results_Filter_Arrival_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_Arrival_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_Arrival_TimeInputs = {};
