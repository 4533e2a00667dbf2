/**
* | output |
* | --- |
* | "Wheelchair to the seat" |
*
* @param {Editor_Disability_Code_WchcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchc: ((inputs?: Editor_Disability_Code_WchcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Code_WchcInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Code_WchcInputs = {};
