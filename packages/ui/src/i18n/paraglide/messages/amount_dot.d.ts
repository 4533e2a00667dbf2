/**
* | output |
* | --- |
* | "Use a comma for decimals, e.g. 1 234,56" |
*
* @param {Amount_DotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_dot: ((inputs?: Amount_DotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amount_DotInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amount_DotInputs = {};
