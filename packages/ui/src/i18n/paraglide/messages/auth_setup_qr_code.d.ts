/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Auth_Setup_Qr_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_qr_code: ((inputs?: Auth_Setup_Qr_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Qr_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Qr_CodeInputs = {};
