/**
* | output |
* | --- |
* | "Verification method" |
*
* @param {Auth_Verify_MethodsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_methods: ((inputs?: Auth_Verify_MethodsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_MethodsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_MethodsInputs = {};
