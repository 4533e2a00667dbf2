/**
* | output |
* | --- |
* | "The code works: e-mailed codes reach you." |
*
* @param {Settings_Email_Codes_WorksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_works: ((inputs?: Settings_Email_Codes_WorksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Codes_WorksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Codes_WorksInputs = {};
