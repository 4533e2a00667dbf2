/**
* | output |
* | --- |
* | "Update {item} of {name}" |
*
* @param {Editor_Items_Update_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_update_label: ((inputs: Editor_Items_Update_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Update_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Update_LabelInputs = {
    item: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
