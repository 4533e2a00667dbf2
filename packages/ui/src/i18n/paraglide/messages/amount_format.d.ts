/**
* | output |
* | --- |
* | "Write the amount in French format, e.g. 1 234,56" |
*
* @param {Amount_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_format: ((inputs?: Amount_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amount_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amount_FormatInputs = {};
