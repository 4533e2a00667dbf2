/**
* | output |
* | --- |
* | "Keep the remark to {max} characters or fewer" |
*
* @param {Editor_Disability_Remark_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_remark_too_long: ((inputs: Editor_Disability_Remark_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_Remark_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_Remark_Too_LongInputs = {
    max: NonNullable<unknown>;
};
