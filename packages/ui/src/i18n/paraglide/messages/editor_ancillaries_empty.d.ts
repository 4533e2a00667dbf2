/**
* | output |
* | --- |
* | "The airline offers no ancillary for this reservation." |
*
* @param {Editor_Ancillaries_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_empty: ((inputs?: Editor_Ancillaries_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_EmptyInputs = {};
