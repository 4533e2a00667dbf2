/**
* | output |
* | --- |
* | "App code" |
*
* @param {Auth_Verify_Method_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_app: ((inputs?: Auth_Verify_Method_AppInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Method_AppInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Method_AppInputs = {};
