/**
* | output |
* | --- |
* | "Enabling…" |
*
* @param {Auth_Setup_EnablingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_enabling: ((inputs?: Auth_Setup_EnablingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_EnablingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_EnablingInputs = {};
