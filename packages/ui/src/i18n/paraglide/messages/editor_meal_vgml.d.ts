/**
* | output |
* | --- |
* | "Vegetarian vegan meal" |
*
* @param {Editor_Meal_VgmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vgml: ((inputs?: Editor_Meal_VgmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_VgmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_VgmlInputs = {};
