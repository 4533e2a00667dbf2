/**
* | output |
* | --- |
* | "Two-factor is required: once it is off, you set it up again before going on." |
*
* @param {Settings_Two_Factor_Disable_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disable_description: ((inputs?: Settings_Two_Factor_Disable_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Two_Factor_Disable_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Two_Factor_Disable_DescriptionInputs = {};
