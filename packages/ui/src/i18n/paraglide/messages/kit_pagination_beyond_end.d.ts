/**
* | pageCountPlural | output |
* | --- | --- |
* | "one" | "No page {page}: {pageCount} page" |
* | * | "No page {page}: {pageCount} pages" |
*
* @param {Kit_Pagination_Beyond_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_beyond_end: ((inputs: Kit_Pagination_Beyond_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Pagination_Beyond_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Pagination_Beyond_EndInputs = {
    pageCount: NonNullable<unknown>;
    page: NonNullable<unknown>;
};
