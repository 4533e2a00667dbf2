/**
* | output |
* | --- |
* | "Asian vegetarian meal" |
*
* @param {Editor_Meal_AvmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_avml: ((inputs?: Editor_Meal_AvmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_AvmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_AvmlInputs = {};
