/**
* | output |
* | --- |
* | "French format, e.g. 1,5" |
*
* @param {Markups_Value_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_hint: ((inputs?: Markups_Value_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Value_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Value_HintInputs = {};
