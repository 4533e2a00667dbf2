/**
* | output |
* | --- |
* | "The new contact replaces the current primary contact when the workbench is committed." |
*
* @param {Editor_Contact_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_hint: ((inputs?: Editor_Contact_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_HintInputs = {};
