/**
* | output |
* | --- |
* | "No fare rule loaded." |
*
* @param {Record_No_Fare_RuleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_fare_rule: ((inputs?: Record_No_Fare_RuleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_No_Fare_RuleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_No_Fare_RuleInputs = {};
