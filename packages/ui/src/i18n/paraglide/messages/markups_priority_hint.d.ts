/**
* | output |
* | --- |
* | "0 to 100: the highest that matches applies" |
*
* @param {Markups_Priority_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_hint: ((inputs?: Markups_Priority_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Priority_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Priority_HintInputs = {};
