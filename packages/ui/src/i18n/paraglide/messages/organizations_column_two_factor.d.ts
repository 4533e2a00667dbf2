/**
* | output |
* | --- |
* | "Two-factor" |
*
* @param {Organizations_Column_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_column_two_factor: ((inputs?: Organizations_Column_Two_FactorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Column_Two_FactorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Column_Two_FactorInputs = {};
