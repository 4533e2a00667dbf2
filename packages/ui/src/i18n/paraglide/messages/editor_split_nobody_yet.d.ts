/**
* | output |
* | --- |
* | "Nobody yet" |
*
* @param {Editor_Split_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_nobody_yet: ((inputs?: Editor_Split_Nobody_YetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Nobody_YetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Nobody_YetInputs = {};
