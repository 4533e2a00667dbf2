/**
* | output |
* | --- |
* | "New primary contact" |
*
* @param {Editor_Contact_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_form: ((inputs?: Editor_Contact_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_FormInputs = {};
