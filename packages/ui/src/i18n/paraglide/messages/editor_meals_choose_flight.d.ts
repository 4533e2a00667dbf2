/**
* | output |
* | --- |
* | "Choose a flight" |
*
* @param {Editor_Meals_Choose_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_choose_flight: ((inputs?: Editor_Meals_Choose_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Meals_Choose_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Meals_Choose_FlightInputs = {};
