/**
* | output |
* | --- |
* | "Nothing on page {page}: the list ends at page {pageCount}." |
*
* @param {Kit_List_Beyond_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_beyond_end: ((inputs: Kit_List_Beyond_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_List_Beyond_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_List_Beyond_EndInputs = {
    page: NonNullable<unknown>;
    pageCount: NonNullable<unknown>;
};
