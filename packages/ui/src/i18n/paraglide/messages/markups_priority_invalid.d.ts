/**
* | output |
* | --- |
* | "The priority is a whole number from 0 to 100" |
*
* @param {Markups_Priority_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_invalid: ((inputs?: Markups_Priority_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Priority_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Priority_InvalidInputs = {};
