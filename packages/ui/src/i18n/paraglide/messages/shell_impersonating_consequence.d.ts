/**
* | output |
* | --- |
* | "What you do is done as them." |
*
* @param {Shell_Impersonating_ConsequenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating_consequence: ((inputs?: Shell_Impersonating_ConsequenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Impersonating_ConsequenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Impersonating_ConsequenceInputs = {};
