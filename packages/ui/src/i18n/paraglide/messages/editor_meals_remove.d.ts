/**
* | output |
* | --- |
* | "Remove meal {code} of {name}" |
*
* @param {Editor_Meals_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_remove: ((inputs: Editor_Meals_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meals_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meals_RemoveInputs = {
    code: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
