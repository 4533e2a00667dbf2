/**
* | output |
* | --- |
* | "{name} already has a {code} request" |
*
* @param {Editor_Disability_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_duplicate: ((inputs: Editor_Disability_DuplicateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Disability_DuplicateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Disability_DuplicateInputs = {
    name: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
