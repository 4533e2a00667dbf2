/**
* | output |
* | --- |
* | "Moves to a new reservation" |
*
* @param {Editor_Split_MovesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_moves: ((inputs?: Editor_Split_MovesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_MovesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_MovesInputs = {};
