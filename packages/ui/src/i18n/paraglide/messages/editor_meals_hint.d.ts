/**
* | output |
* | --- |
* | "A traveler has one special meal: a new request replaces theirs when the workbench is committed." |
*
* @param {Editor_Meals_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_hint: ((inputs?: Editor_Meals_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meals_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meals_HintInputs = {};
