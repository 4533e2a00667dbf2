/**
* | output |
* | --- |
* | "No offer matches this search. Try other dates, nearby airports or fewer options." |
*
* @param {Results_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_empty_text: ((inputs?: Results_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Empty_TextInputs = {};
