/**
* | output |
* | --- |
* | "Gluten-intolerant meal" |
*
* @param {Editor_Meal_GfmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_gfml: ((inputs?: Editor_Meal_GfmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_GfmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_GfmlInputs = {};
