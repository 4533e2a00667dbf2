/**
* | output |
* | --- |
* | "Blind passenger" |
*
* @param {Editor_Disability_Code_BlndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_blnd: ((inputs?: Editor_Disability_Code_BlndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_BlndInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_BlndInputs = {};
