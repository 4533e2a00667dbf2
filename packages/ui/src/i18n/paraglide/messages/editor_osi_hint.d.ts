/**
* | output |
* | --- |
* | "One remark per field, at most {max} characters each; the carriers receive them in capitals." |
*
* @param {Editor_Osi_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_hint: ((inputs: Editor_Osi_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_HintInputs = {
    max: NonNullable<unknown>;
};
