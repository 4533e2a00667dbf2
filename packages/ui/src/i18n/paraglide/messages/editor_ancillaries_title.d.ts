/**
* | output |
* | --- |
* | "Add ancillaries" |
*
* @param {Editor_Ancillaries_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_title: ((inputs?: Editor_Ancillaries_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_TitleInputs = {};
