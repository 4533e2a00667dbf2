/**
* | output |
* | --- |
* | "Price the flights again with today's fares and markup. The new price applies when the workbench is committed." |
*
* @param {Editor_Price_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_intro: ((inputs?: Editor_Price_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_IntroInputs = {};
