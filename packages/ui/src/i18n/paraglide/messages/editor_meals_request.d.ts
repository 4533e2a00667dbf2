/**
* | output |
* | --- |
* | "Request meal" |
*
* @param {Editor_Meals_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_request: ((inputs?: Editor_Meals_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meals_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meals_RequestInputs = {};
