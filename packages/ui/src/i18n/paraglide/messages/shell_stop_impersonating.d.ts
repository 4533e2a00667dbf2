/**
* | output |
* | --- |
* | "Stop impersonating" |
*
* @param {Shell_Stop_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_stop_impersonating: ((inputs?: Shell_Stop_ImpersonatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Stop_ImpersonatingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Stop_ImpersonatingInputs = {};
