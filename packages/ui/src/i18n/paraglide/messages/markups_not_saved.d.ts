/**
* | output |
* | --- |
* | "The markup was not saved. Try again." |
*
* @param {Markups_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_not_saved: ((inputs?: Markups_Not_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Not_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Not_SavedInputs = {};
