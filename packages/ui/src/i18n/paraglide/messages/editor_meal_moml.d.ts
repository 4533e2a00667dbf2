/**
* | output |
* | --- |
* | "Muslim meal" |
*
* @param {Editor_Meal_MomlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_moml: ((inputs?: Editor_Meal_MomlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_MomlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_MomlInputs = {};
