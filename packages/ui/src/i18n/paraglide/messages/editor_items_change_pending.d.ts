/**
* | output |
* | --- |
* | "Change pending" |
*
* @param {Editor_Items_Change_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_change_pending: ((inputs?: Editor_Items_Change_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Change_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Change_PendingInputs = {};
