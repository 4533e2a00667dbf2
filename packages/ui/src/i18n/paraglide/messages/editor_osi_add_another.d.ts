/**
* | output |
* | --- |
* | "Add another remark" |
*
* @param {Editor_Osi_Add_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_add_another: ((inputs?: Editor_Osi_Add_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_Add_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_Add_AnotherInputs = {};
