/**
* | output |
* | --- |
* | "Permitted classes" |
*
* @param {Search_Permitted_ClassesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_permitted_classes: ((inputs?: Search_Permitted_ClassesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Permitted_ClassesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Permitted_ClassesInputs = {};
