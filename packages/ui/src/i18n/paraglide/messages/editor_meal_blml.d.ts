/**
* | output |
* | --- |
* | "Bland meal" |
*
* @param {Editor_Meal_BlmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_blml: ((inputs?: Editor_Meal_BlmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_BlmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_BlmlInputs = {};
