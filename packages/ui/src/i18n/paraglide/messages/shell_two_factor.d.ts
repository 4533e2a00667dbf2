/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Shell_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor: ((inputs?: Shell_Two_FactorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Two_FactorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Two_FactorInputs = {};
