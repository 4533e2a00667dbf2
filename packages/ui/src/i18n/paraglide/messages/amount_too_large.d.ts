/**
* | output |
* | --- |
* | "The amount is too large" |
*
* @param {Amount_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_too_large: ((inputs?: Amount_Too_LargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amount_Too_LargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amount_Too_LargeInputs = {};
