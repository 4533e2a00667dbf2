/**
* | output |
* | --- |
* | "Remove remark {number}" |
*
* @param {Editor_Osi_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remove_line: ((inputs: Editor_Osi_Remove_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_Remove_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_Remove_LineInputs = {
    number: NonNullable<unknown>;
};
