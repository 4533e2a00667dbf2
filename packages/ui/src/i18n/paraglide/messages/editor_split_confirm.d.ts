/**
* | output |
* | --- |
* | "Split reservation" |
*
* @param {Editor_Split_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm: ((inputs?: Editor_Split_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_ConfirmInputs = {};
