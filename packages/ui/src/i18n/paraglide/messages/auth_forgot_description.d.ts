/**
* | output |
* | --- |
* | "Enter your e-mail address and we will send you a link to reset your password." |
*
* @param {Auth_Forgot_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_description: ((inputs?: Auth_Forgot_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_DescriptionInputs = {};
