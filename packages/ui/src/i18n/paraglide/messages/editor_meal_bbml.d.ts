/**
* | output |
* | --- |
* | "Baby meal" |
*
* @param {Editor_Meal_BbmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_bbml: ((inputs?: Editor_Meal_BbmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_BbmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_BbmlInputs = {};
