/**
* | output |
* | --- |
* | "Rows per page" |
*
* @param {Kit_Pagination_Rows_Per_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_rows_per_page: ((inputs?: Kit_Pagination_Rows_Per_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_Rows_Per_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_Rows_Per_PageInputs = {};
