/**
* | output |
* | --- |
* | "Vegetarian oriental meal" |
*
* @param {Editor_Meal_VomlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_voml: ((inputs?: Editor_Meal_VomlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_VomlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_VomlInputs = {};
