/**
* | output |
* | --- |
* | "Vegetarian lacto-ovo meal" |
*
* @param {Editor_Meal_VlmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vlml: ((inputs?: Editor_Meal_VlmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_VlmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_VlmlInputs = {};
