/**
* | output |
* | --- |
* | "Search {label}" |
*
* @param {Kit_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_search_label: ((inputs: Kit_Search_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Search_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Search_LabelInputs = {
    label: NonNullable<unknown>;
};
