/**
* | output |
* | --- |
* | "Enter at least one remark" |
*
* @param {Editor_Osi_Error_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_none: ((inputs?: Editor_Osi_Error_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_Error_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_Error_NoneInputs = {};
