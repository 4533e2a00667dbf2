/**
* | output |
* | --- |
* | "Disabling…" |
*
* @param {Settings_Two_Factor_DisablingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disabling: ((inputs?: Settings_Two_Factor_DisablingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Two_Factor_DisablingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Two_Factor_DisablingInputs = {};
