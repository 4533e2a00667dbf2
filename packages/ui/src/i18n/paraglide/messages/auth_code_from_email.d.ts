/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Auth_Code_From_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_from_email: ((inputs?: Auth_Code_From_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_From_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_From_EmailInputs = {};
