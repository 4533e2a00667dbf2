/**
* | output |
* | --- |
* | "Intellectual or developmental disability needing assistance" |
*
* @param {Editor_Disability_Code_DpnaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_dpna: ((inputs?: Editor_Disability_Code_DpnaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_DpnaInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_DpnaInputs = {};
