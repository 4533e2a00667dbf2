/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Shell_Two_Factor_EnabledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor_enabled: ((inputs?: Shell_Two_Factor_EnabledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Two_Factor_EnabledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Two_Factor_EnabledInputs = {};
