/**
* | output |
* | --- |
* | "Off" |
*
* @param {Organizations_Two_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_two_factor_off: ((inputs?: Organizations_Two_Factor_OffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Two_Factor_OffInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Two_Factor_OffInputs = {};
