/**
* | output |
* | --- |
* | "Enter a value" |
*
* @param {Editor_Items_Error_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_value: ((inputs?: Editor_Items_Error_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Error_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Error_ValueInputs = {};
