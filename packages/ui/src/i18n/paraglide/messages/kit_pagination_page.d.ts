/**
* | output |
* | --- |
* | "Page {page} of {pageCount}" |
*
* @param {Kit_Pagination_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_page: ((inputs: Kit_Pagination_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_PageInputs = {
    page: NonNullable<unknown>;
    pageCount: NonNullable<unknown>;
};
