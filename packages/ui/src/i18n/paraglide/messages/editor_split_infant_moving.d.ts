/**
* | output |
* | --- |
* | "Each infant travels with an adult: move an adult to the new reservation with the infant" |
*
* @param {Editor_Split_Infant_MovingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_infant_moving: ((inputs?: Editor_Split_Infant_MovingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Infant_MovingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Infant_MovingInputs = {};
