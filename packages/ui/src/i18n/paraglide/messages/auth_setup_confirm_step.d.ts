/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, save the backup codes, then enter a code." |
*
* @param {Auth_Setup_Confirm_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirm_step: ((inputs?: Auth_Setup_Confirm_StepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Confirm_StepInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Confirm_StepInputs = {};
