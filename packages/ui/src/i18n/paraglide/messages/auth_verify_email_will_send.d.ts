/**
* | output |
* | --- |
* | "We will send a 6-digit code to your e-mail address." |
*
* @param {Auth_Verify_Email_Will_SendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_email_will_send: ((inputs?: Auth_Verify_Email_Will_SendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Email_Will_SendInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Email_Will_SendInputs = {};
