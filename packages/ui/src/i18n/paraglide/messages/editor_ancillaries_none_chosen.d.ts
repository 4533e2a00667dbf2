/**
* | output |
* | --- |
* | "Choose at least one ancillary to add" |
*
* @param {Editor_Ancillaries_None_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_none_chosen: ((inputs?: Editor_Ancillaries_None_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_None_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_None_ChosenInputs = {};
