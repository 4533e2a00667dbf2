/**
* | output |
* | --- |
* | "The amount must be more than 0" |
*
* @param {Amount_NegativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_negative: ((inputs?: Amount_NegativeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amount_NegativeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amount_NegativeInputs = {};
