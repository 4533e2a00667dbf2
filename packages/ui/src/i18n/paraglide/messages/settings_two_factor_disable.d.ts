/**
* | output |
* | --- |
* | "Disable two-factor" |
*
* @param {Settings_Two_Factor_DisableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disable: ((inputs?: Settings_Two_Factor_DisableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Two_Factor_DisableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Two_Factor_DisableInputs = {};
