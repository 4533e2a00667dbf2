/**
* | output |
* | --- |
* | "Fare basis {code}" |
*
* @param {Record_Fare_BasisInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_basis: ((inputs: Record_Fare_BasisInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Fare_BasisInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Fare_BasisInputs = {
    code: NonNullable<unknown>;
};
