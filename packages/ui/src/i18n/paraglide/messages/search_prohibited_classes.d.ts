/**
* | output |
* | --- |
* | "Prohibited classes" |
*
* @param {Search_Prohibited_ClassesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_prohibited_classes: ((inputs?: Search_Prohibited_ClassesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Prohibited_ClassesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Prohibited_ClassesInputs = {};
