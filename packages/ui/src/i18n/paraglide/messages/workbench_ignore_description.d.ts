/**
* | output |
* | --- |
* | "The changes will be discarded and the record stays as it was. This cannot be undone." |
*
* @param {Workbench_Ignore_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore_description: ((inputs?: Workbench_Ignore_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Ignore_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Ignore_DescriptionInputs = {};
