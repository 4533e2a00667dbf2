/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Markups_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_delete_label: ((inputs: Markups_Delete_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Delete_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Delete_LabelInputs = {
    name: NonNullable<unknown>;
};
