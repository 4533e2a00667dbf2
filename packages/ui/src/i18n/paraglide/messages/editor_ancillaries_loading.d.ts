/**
* | output |
* | --- |
* | "Loading the ancillaries on offer…" |
*
* @param {Editor_Ancillaries_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_loading: ((inputs?: Editor_Ancillaries_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_LoadingInputs = {};
