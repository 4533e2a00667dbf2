/**
* | output |
* | --- |
* | "Choose at least one traveler" |
*
* @param {Editor_Items_Choose_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_choose_travelers: ((inputs?: Editor_Items_Choose_TravelersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Choose_TravelersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Choose_TravelersInputs = {};
