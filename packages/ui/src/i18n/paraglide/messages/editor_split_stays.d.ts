/**
* | output |
* | --- |
* | "Stays on {locator}" |
*
* @param {Editor_Split_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_stays: ((inputs: Editor_Split_StaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_StaysInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_StaysInputs = {
    locator: NonNullable<unknown>;
};
