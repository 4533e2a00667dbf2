/**
* | output |
* | --- |
* | "Repeat the new password" |
*
* @param {Auth_Reset_Repeat_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_repeat_password: ((inputs?: Auth_Reset_Repeat_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Repeat_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Repeat_PasswordInputs = {};
