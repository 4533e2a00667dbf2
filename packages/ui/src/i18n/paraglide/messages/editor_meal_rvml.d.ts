/**
* | output |
* | --- |
* | "Raw vegetarian meal" |
*
* @param {Editor_Meal_RvmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_rvml: ((inputs?: Editor_Meal_RvmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_RvmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_RvmlInputs = {};
