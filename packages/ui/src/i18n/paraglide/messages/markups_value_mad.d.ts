/**
* | output |
* | --- |
* | "Value (MAD)" |
*
* @param {Markups_Value_MadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_mad: ((inputs?: Markups_Value_MadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Value_MadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Value_MadInputs = {};
