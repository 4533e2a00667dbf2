/**
* | output |
* | --- |
* | "Enter a 6-character locator: letters and digits, e.g. RWBAUM." |
*
* @param {Shell_Locator_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_locator_invalid: ((inputs?: Shell_Locator_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Locator_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Locator_InvalidInputs = {};
