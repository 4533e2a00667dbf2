/**
* | output |
* | --- |
* | "Check code" |
*
* @param {Settings_Email_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_check: ((inputs?: Settings_Email_Codes_CheckInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_CheckInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_CheckInputs = {};
