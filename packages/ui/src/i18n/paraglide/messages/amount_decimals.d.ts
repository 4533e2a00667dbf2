/**
* | output |
* | --- |
* | "At most two decimals, e.g. 1 234,56" |
*
* @param {Amount_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_decimals: ((inputs?: Amount_DecimalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Amount_DecimalsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Amount_DecimalsInputs = {};
