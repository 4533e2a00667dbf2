/**
* | output |
* | --- |
* | "Percentage of the fare" |
*
* @param {Markups_Kind_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_kind_percentage: ((inputs?: Markups_Kind_PercentageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Kind_PercentageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Kind_PercentageInputs = {};
