/**
* | output |
* | --- |
* | "Quoted price" |
*
* @param {Editor_Price_QuotedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_quoted: ((inputs?: Editor_Price_QuotedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_QuotedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_QuotedInputs = {};
