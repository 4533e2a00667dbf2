/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Settings_Email_Codes_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_field: ((inputs?: Settings_Email_Codes_FieldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_FieldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_FieldInputs = {};
