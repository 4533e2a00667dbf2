/**
* | output |
* | --- |
* | "Choose a traveler" |
*
* @param {Editor_Choose_TravelerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_choose_traveler: ((inputs?: Editor_Choose_TravelerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Choose_TravelerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Choose_TravelerInputs = {};
