/**
* | output |
* | --- |
* | "Assistance" |
*
* @param {Editor_Disability_AssistanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_assistance: ((inputs?: Editor_Disability_AssistanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_AssistanceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_AssistanceInputs = {};
