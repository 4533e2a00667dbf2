/**
* | output |
* | --- |
* | "Remark {number}" |
*
* @param {Editor_Osi_RemarkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remark: ((inputs: Editor_Osi_RemarkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_RemarkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_RemarkInputs = {
    number: NonNullable<unknown>;
};
