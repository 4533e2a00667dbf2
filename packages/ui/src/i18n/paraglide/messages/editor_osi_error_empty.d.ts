/**
* | output |
* | --- |
* | "Enter the remark" |
*
* @param {Editor_Osi_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_empty: ((inputs?: Editor_Osi_Error_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_Error_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_Error_EmptyInputs = {};
