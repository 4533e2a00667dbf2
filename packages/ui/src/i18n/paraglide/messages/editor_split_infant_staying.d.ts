/**
* | output |
* | --- |
* | "Each infant travels with an adult: keep an adult on the original reservation with the infant" |
*
* @param {Editor_Split_Infant_StayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_infant_staying: ((inputs?: Editor_Split_Infant_StayingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Infant_StayingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Infant_StayingInputs = {};
