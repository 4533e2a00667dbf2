/**
* | output |
* | --- |
* | "On" |
*
* @param {Organizations_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_two_factor_on: ((inputs?: Organizations_Two_Factor_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Two_Factor_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Two_Factor_OnInputs = {};
