/**
* | output |
* | --- |
* | "Departure time" |
*
* @param {Results_Filter_Departure_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_departure_time: ((inputs?: Results_Filter_Departure_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_Departure_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_Departure_TimeInputs = {};
