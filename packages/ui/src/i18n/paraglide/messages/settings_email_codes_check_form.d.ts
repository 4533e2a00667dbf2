/**
* | output |
* | --- |
* | "Check the e-mailed code" |
*
* @param {Settings_Email_Codes_Check_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_check_form: ((inputs?: Settings_Email_Codes_Check_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_Check_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_Check_FormInputs = {};
