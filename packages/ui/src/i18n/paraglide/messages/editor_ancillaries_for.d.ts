/**
* | output |
* | --- |
* | "Ancillaries for {name}" |
*
* @param {Editor_Ancillaries_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_for: ((inputs: Editor_Ancillaries_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_ForInputs = {
    name: NonNullable<unknown>;
};
