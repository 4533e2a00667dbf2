/**
* | output |
* | --- |
* | "At least one traveler must stay on the original reservation" |
*
* @param {Editor_Split_Error_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_error_all: ((inputs?: Editor_Split_Error_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Error_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Error_AllInputs = {};
