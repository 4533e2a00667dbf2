/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_Login_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_login_forgot_password: ((inputs?: Auth_Login_Forgot_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Login_Forgot_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Login_Forgot_PasswordInputs = {};
