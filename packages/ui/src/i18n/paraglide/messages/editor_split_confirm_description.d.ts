/**
* | output |
* | --- |
* | "{moving} will move to a new reservation; {staying} will stay on {locator}. A split cannot be undone." |
*
* @param {Editor_Split_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm_description: ((inputs: Editor_Split_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_Confirm_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_Confirm_DescriptionInputs = {
    moving: NonNullable<unknown>;
    staying: NonNullable<unknown>;
    locator: NonNullable<unknown>;
};
