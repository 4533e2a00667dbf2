/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Roles_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_edit_label: ((inputs: Roles_Edit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Edit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Edit_LabelInputs = {
    name: NonNullable<unknown>;
};
