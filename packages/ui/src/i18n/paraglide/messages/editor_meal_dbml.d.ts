/**
* | output |
* | --- |
* | "Diabetic meal" |
*
* @param {Editor_Meal_DbmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_dbml: ((inputs?: Editor_Meal_DbmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_DbmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_DbmlInputs = {};
