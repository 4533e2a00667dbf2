/**
* | output |
* | --- |
* | "Fare rules of {locator}" |
*
* @param {Record_Fare_Rules_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules_of: ((inputs: Record_Fare_Rules_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Fare_Rules_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Fare_Rules_OfInputs = {
    locator: NonNullable<unknown>;
};
