/**
* | output |
* | --- |
* | "The conditions of the fare: changes, refunds, baggage and voiding." |
*
* @param {Record_Fare_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules_description: ((inputs?: Record_Fare_Rules_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Fare_Rules_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Fare_Rules_DescriptionInputs = {};
