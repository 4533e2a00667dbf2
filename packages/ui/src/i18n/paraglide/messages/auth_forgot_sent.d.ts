/**
* | output |
* | --- |
* | "If this e-mail has an account, a reset link is on its way. Check your inbox." |
*
* @param {Auth_Forgot_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_sent: ((inputs?: Auth_Forgot_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_SentInputs = {};
