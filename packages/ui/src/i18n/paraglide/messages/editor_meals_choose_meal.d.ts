/**
* | output |
* | --- |
* | "Choose a meal" |
*
* @param {Editor_Meals_Choose_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_choose_meal: ((inputs?: Editor_Meals_Choose_MealInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meals_Choose_MealInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meals_Choose_MealInputs = {};
