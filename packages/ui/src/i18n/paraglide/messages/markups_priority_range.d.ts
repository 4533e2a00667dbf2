/**
* | output |
* | --- |
* | "The priority is 0 to 100" |
*
* @param {Markups_Priority_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_range: ((inputs?: Markups_Priority_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Priority_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Priority_RangeInputs = {};
