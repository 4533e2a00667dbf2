/**
* | output |
* | --- |
* | "An OSI remark holds at most {max} characters" |
*
* @param {Editor_Osi_Error_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_too_long: ((inputs: Editor_Osi_Error_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_Error_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_Error_Too_LongInputs = {
    max: NonNullable<unknown>;
};
