/**
* | output |
* | --- |
* | "Travelers moving to the new reservation" |
*
* @param {Editor_Split_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_travelers: ((inputs?: Editor_Split_TravelersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_TravelersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_TravelersInputs = {};
