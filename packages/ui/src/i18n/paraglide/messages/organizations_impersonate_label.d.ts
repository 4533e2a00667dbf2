/**
* | output |
* | --- |
* | "Impersonate {name}" |
*
* @param {Organizations_Impersonate_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_impersonate_label: ((inputs: Organizations_Impersonate_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Impersonate_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Impersonate_LabelInputs = {
    name: NonNullable<unknown>;
};
