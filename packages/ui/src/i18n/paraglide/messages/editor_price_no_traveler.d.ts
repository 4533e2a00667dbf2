/**
* | output |
* | --- |
* | "Choose at least one traveler to price." |
*
* @param {Editor_Price_No_TravelerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_no_traveler: ((inputs?: Editor_Price_No_TravelerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_No_TravelerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_No_TravelerInputs = {};
