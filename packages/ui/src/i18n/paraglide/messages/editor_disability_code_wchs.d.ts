/**
* | output |
* | --- |
* | "Wheelchair for the steps" |
*
* @param {Editor_Disability_Code_WchsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchs: ((inputs?: Editor_Disability_Code_WchsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_WchsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_WchsInputs = {};
