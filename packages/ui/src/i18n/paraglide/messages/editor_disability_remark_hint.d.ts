/**
* | output |
* | --- |
* | "Up to {max} characters, e.g. own electric wheelchair, dry battery." |
*
* @param {Editor_Disability_Remark_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_remark_hint: ((inputs: Editor_Disability_Remark_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Remark_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Remark_HintInputs = {
    max: NonNullable<unknown>;
};
