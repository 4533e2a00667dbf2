/**
* | output |
* | --- |
* | "Yes, remove {name}" |
*
* @param {Members_Remove_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_remove_confirm_label: ((inputs: Members_Remove_Confirm_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Remove_Confirm_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Remove_Confirm_LabelInputs = {
    name: NonNullable<unknown>;
};
