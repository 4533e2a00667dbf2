/**
* | output |
* | --- |
* | "Choose the travelers who move to a new reservation. The others stay on {locator}." |
*
* @param {Editor_Split_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_intro: ((inputs: Editor_Split_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_IntroInputs = {
    locator: NonNullable<unknown>;
};
