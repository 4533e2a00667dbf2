/**
* | output |
* | --- |
* | "Send another link" |
*
* @param {Auth_Forgot_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_send_another: ((inputs?: Auth_Forgot_Send_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Send_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_Send_AnotherInputs = {};
