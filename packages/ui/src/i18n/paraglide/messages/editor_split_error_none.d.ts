/**
* | output |
* | --- |
* | "Choose at least one traveler to move to the new reservation" |
*
* @param {Editor_Split_Error_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_error_none: ((inputs?: Editor_Split_Error_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Error_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Error_NoneInputs = {};
