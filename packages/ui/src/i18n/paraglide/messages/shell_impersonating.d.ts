/**
* | output |
* | --- |
* | "You are impersonating" |
*
* @param {Shell_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating: ((inputs?: Shell_ImpersonatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_ImpersonatingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_ImpersonatingInputs = {};
