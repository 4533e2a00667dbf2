/**
* | output |
* | --- |
* | "Low-calorie meal" |
*
* @param {Editor_Meal_LcmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_lcml: ((inputs?: Editor_Meal_LcmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_LcmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_LcmlInputs = {};
