/**
* | output |
* | --- |
* | "Code from your authenticator app" |
*
* @param {Auth_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_from_app: ((inputs?: Auth_Code_From_AppInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_From_AppInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_From_AppInputs = {};
