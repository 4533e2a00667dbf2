/**
* | output |
* | --- |
* | "The ancillaries on offer could not be loaded: {error}" |
*
* @param {Editor_Ancillaries_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_load_failed: ((inputs: Editor_Ancillaries_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_Load_FailedInputs = {
    error: NonNullable<unknown>;
};
