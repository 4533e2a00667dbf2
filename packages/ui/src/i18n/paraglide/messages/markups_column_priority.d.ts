/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Markups_Column_PriorityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_priority: ((inputs?: Markups_Column_PriorityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Column_PriorityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Column_PriorityInputs = {};
