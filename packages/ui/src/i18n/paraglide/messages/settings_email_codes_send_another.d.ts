/**
* | output |
* | --- |
* | "Send another code" |
*
* @param {Settings_Email_Codes_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_send_another: ((inputs?: Settings_Email_Codes_Send_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_Send_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_Send_AnotherInputs = {};
