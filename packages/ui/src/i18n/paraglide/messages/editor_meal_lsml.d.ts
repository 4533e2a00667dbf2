/**
* | output |
* | --- |
* | "Low-salt meal" |
*
* @param {Editor_Meal_LsmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_lsml: ((inputs?: Editor_Meal_LsmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_LsmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_LsmlInputs = {};
