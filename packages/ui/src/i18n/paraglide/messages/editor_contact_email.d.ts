/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Editor_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_email: ((inputs?: Editor_Contact_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_EmailInputs = {};
