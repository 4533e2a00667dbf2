/**
* | output |
* | --- |
* | "Removal pending" |
*
* @param {Editor_Removal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_removal_pending: ((inputs?: Editor_Removal_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Removal_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Removal_PendingInputs = {};
