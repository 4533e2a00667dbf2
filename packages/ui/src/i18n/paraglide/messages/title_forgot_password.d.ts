/**
* | output |
* | --- |
* | "Forgot password" |
*
* @param {Title_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_forgot_password: ((inputs?: Title_Forgot_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Forgot_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Forgot_PasswordInputs = {};
