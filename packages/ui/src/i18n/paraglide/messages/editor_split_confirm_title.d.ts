/**
* | output |
* | --- |
* | "Split reservation {locator}" |
*
* @param {Editor_Split_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm_title: ((inputs: Editor_Split_Confirm_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Confirm_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Confirm_TitleInputs = {
    locator: NonNullable<unknown>;
};
