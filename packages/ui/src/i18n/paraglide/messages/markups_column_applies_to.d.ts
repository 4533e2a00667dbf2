/**
* | output |
* | --- |
* | "Applies to" |
*
* @param {Markups_Column_Applies_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_applies_to: ((inputs?: Markups_Column_Applies_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Column_Applies_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Column_Applies_ToInputs = {};
