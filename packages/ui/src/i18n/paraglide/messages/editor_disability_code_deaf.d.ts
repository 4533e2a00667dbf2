/**
* | output |
* | --- |
* | "Deaf passenger" |
*
* @param {Editor_Disability_Code_DeafInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_deaf: ((inputs?: Editor_Disability_Code_DeafInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_DeafInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_DeafInputs = {};
