/**
* | output |
* | --- |
* | "Remove OSI remark {text}" |
*
* @param {Editor_Osi_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remove: ((inputs: Editor_Osi_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_RemoveInputs = {
    text: NonNullable<unknown>;
};
