/**
* | output |
* | --- |
* | "Wheelchair for the ramp" |
*
* @param {Editor_Disability_Code_WchrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchr: ((inputs?: Editor_Disability_Code_WchrInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_WchrInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_WchrInputs = {};
