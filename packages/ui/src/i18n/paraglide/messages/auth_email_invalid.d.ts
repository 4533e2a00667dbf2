/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Auth_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_invalid: ((inputs?: Auth_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_InvalidInputs = {};
