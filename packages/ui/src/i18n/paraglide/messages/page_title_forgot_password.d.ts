/**
* | output |
* | --- |
* | "Forgot password" |
*
* @param {Page_Title_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_forgot_password: ((inputs?: Page_Title_Forgot_PasswordInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Forgot_PasswordInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Forgot_PasswordInputs = {};
