/**
* | output |
* | --- |
* | "A percentage markup is at most 100" |
*
* @param {Markups_Percentage_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_percentage_max: ((inputs?: Markups_Percentage_MaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Percentage_MaxInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Percentage_MaxInputs = {};
