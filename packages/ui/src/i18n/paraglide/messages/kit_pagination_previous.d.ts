/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Kit_Pagination_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_previous: ((inputs?: Kit_Pagination_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_PreviousInputs = {};
