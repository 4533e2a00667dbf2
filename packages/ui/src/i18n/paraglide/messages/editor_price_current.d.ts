/**
* | output |
* | --- |
* | "Current price" |
*
* @param {Editor_Price_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_current: ((inputs?: Editor_Price_CurrentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_CurrentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_CurrentInputs = {};
