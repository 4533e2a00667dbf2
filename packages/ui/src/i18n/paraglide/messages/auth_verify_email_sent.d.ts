/**
* | output |
* | --- |
* | "We sent a code to your e-mail address. It expires in a few minutes." |
*
* @param {Auth_Verify_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_email_sent: ((inputs?: Auth_Verify_Email_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Email_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Email_SentInputs = {};
