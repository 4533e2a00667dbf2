/**
* | output |
* | --- |
* | "Enter a new password." |
*
* @param {Auth_New_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_required: ((inputs?: Auth_New_Password_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_Password_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_New_Password_RequiredInputs = {};
