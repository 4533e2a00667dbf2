/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Markups_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_edit_label: ((inputs: Markups_Edit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Edit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Edit_LabelInputs = {
    name: NonNullable<unknown>;
};
