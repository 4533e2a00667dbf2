/**
* | output |
* | --- |
* | "Enter the 6-digit code from the e-mail." |
*
* @param {Settings_Email_Codes_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_required: ((inputs?: Settings_Email_Codes_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_RequiredInputs = {};
