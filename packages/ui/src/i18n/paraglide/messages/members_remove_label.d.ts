/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Members_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_remove_label: ((inputs: Members_Remove_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Remove_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Remove_LabelInputs = {
    name: NonNullable<unknown>;
};
