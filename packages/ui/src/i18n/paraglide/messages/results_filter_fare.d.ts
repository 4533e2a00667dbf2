/**
* | output |
* | --- |
* | "Fare" |
*
* @param {Results_Filter_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_fare: ((inputs?: Results_Filter_FareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_FareInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_FareInputs = {};
