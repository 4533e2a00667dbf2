/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Auth_Verify_Send_New_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_send_new_code: ((inputs?: Auth_Verify_Send_New_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Send_New_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Send_New_CodeInputs = {};
