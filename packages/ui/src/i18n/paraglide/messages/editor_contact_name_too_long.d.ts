/**
* | output |
* | --- |
* | "Enter a name of at most 120 characters" |
*
* @param {Editor_Contact_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_name_too_long: ((inputs?: Editor_Contact_Name_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_Name_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_Name_Too_LongInputs = {};
