/**
* | output |
* | --- |
* | "Or enter this key:" |
*
* @param {Auth_Setup_SecretInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_secret: ((inputs?: Auth_Setup_SecretInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_SecretInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_SecretInputs = {};
