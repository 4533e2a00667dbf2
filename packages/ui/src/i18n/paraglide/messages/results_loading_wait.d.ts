/**
* | output |
* | --- |
* | "Please wait while we search for the best flights" |
*
* @param {Results_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_loading_wait: ((inputs?: Results_Loading_WaitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Loading_WaitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Loading_WaitInputs = {};
