/**
* | output |
* | --- |
* | "The passwords do not match." |
*
* @param {Auth_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_differ: ((inputs?: Auth_Passwords_DifferInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passwords_DifferInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passwords_DifferInputs = {};
