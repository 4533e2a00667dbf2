/**
* | output |
* | --- |
* | "Night (00:00–05:59)" |
*
* @param {Results_Window_NightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_night: ((inputs?: Results_Window_NightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Window_NightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Window_NightInputs = {};
