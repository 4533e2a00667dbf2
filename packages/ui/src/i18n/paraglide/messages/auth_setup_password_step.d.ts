/**
* | output |
* | --- |
* | "Your account needs a second factor. Enter your password to start." |
*
* @param {Auth_Setup_Password_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_password_step: ((inputs?: Auth_Setup_Password_StepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Password_StepInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Password_StepInputs = {};
