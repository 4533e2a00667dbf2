/**
* | output |
* | --- |
* | "Enter the fees as an amount of at least 0 MAD" |
*
* @param {Search_Error_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_fees: ((inputs?: Search_Error_FeesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_FeesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_FeesInputs = {};
