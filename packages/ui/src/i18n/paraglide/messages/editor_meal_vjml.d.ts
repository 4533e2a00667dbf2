/**
* | output |
* | --- |
* | "Vegetarian Jain meal" |
*
* @param {Editor_Meal_VjmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vjml: ((inputs?: Editor_Meal_VjmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_VjmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_VjmlInputs = {};
