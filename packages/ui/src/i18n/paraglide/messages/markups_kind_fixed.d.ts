/**
* | output |
* | --- |
* | "Fixed MAD per passenger" |
*
* @param {Markups_Kind_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_kind_fixed: ((inputs?: Markups_Kind_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Kind_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Kind_FixedInputs = {};
