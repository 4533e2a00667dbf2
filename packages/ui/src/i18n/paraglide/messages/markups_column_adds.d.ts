/**
* | output |
* | --- |
* | "Adds" |
*
* @param {Markups_Column_AddsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_adds: ((inputs?: Markups_Column_AddsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Column_AddsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Column_AddsInputs = {};
