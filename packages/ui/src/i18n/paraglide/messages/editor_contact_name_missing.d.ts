/**
* | output |
* | --- |
* | "Enter the contact's name" |
*
* @param {Editor_Contact_Name_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_name_missing: ((inputs?: Editor_Contact_Name_MissingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_Name_MissingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_Name_MissingInputs = {};
