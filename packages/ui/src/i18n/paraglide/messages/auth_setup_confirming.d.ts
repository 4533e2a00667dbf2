/**
* | output |
* | --- |
* | "Confirming…" |
*
* @param {Auth_Setup_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirming: ((inputs?: Auth_Setup_ConfirmingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_ConfirmingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_ConfirmingInputs = {};
