/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Settings_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_password_required: ((inputs?: Settings_Password_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Password_RequiredInputs = {};
