/**
* | output |
* | --- |
* | "Date of birth" |
*
* @param {Editor_Items_Field_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_field_birth_date: ((inputs?: Editor_Items_Field_Birth_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Field_Birth_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Field_Birth_DateInputs = {};
