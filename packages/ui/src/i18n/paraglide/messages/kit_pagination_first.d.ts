/**
* | output |
* | --- |
* | "First page" |
*
* @param {Kit_Pagination_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_first: ((inputs?: Kit_Pagination_FirstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_FirstInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_FirstInputs = {};
