/**
* | output |
* | --- |
* | "Fees (MAD)" |
*
* @param {Search_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_fees: ((inputs?: Search_FeesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_FeesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_FeesInputs = {};
