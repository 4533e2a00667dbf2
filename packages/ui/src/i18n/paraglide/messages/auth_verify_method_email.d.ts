/**
* | output |
* | --- |
* | "E-mail code" |
*
* @param {Auth_Verify_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_email: ((inputs?: Auth_Verify_Method_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Method_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Method_EmailInputs = {};
