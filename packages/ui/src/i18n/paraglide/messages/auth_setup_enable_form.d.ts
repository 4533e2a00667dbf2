/**
* | output |
* | --- |
* | "Enable two-factor" |
*
* @param {Auth_Setup_Enable_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_enable_form: ((inputs?: Auth_Setup_Enable_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Enable_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Enable_FormInputs = {};
