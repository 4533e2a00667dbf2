/**
* | output |
* | --- |
* | "Retrieving" |
*
* @param {Shell_RetrievingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_retrieving: ((inputs?: Shell_RetrievingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_RetrievingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_RetrievingInputs = {};
