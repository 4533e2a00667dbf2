/**
* | output |
* | --- |
* | "{label} pages" |
*
* @param {Kit_Pagination_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_label: ((inputs: Kit_Pagination_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_LabelInputs = {
    label: NonNullable<unknown>;
};
