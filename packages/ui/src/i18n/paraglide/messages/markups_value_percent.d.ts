/**
* | output |
* | --- |
* | "Value (%)" |
*
* @param {Markups_Value_PercentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_percent: ((inputs?: Markups_Value_PercentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Value_PercentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Value_PercentInputs = {};
