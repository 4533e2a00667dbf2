/**
* | output |
* | --- |
* | "Search again" |
*
* @param {Exchange_Search_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_search_again: ((inputs?: Exchange_Search_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Search_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Search_AgainInputs = {};
