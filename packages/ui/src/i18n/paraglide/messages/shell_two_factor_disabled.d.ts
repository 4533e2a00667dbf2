/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Shell_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor_disabled: ((inputs?: Shell_Two_Factor_DisabledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Two_Factor_DisabledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Two_Factor_DisabledInputs = {};
