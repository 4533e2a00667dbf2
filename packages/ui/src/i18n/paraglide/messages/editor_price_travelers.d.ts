/**
* | output |
* | --- |
* | "Travelers to price" |
*
* @param {Editor_Price_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_travelers: ((inputs?: Editor_Price_TravelersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_TravelersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_TravelersInputs = {};
