/**
* | output |
* | --- |
* | "Fruit platter" |
*
* @param {Editor_Meal_FpmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_fpml: ((inputs?: Editor_Meal_FpmlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meal_FpmlInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meal_FpmlInputs = {};
