/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Settings_Two_Factor_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_heading: ((inputs?: Settings_Two_Factor_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Two_Factor_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Two_Factor_HeadingInputs = {};
