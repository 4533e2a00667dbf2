/**
* | output |
* | --- |
* | "Send a one-time code to {email} to check that e-mailed codes reach you." |
*
* @param {Settings_Email_Codes_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_intro: ((inputs: Settings_Email_Codes_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_IntroInputs = {
    email: NonNullable<unknown>;
};
