/**
* | output |
* | --- |
* | "Fare rules" |
*
* @param {Record_Fare_RulesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules: ((inputs?: Record_Fare_RulesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Fare_RulesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Fare_RulesInputs = {};
