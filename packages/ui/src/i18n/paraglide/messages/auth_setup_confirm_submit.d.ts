/**
* | output |
* | --- |
* | "Confirm and finish" |
*
* @param {Auth_Setup_Confirm_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirm_submit: ((inputs?: Auth_Setup_Confirm_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Confirm_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Confirm_SubmitInputs = {};
