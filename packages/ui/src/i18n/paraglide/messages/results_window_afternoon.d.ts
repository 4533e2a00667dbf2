/**
* | output |
* | --- |
* | "Afternoon (12:00–17:59)" |
*
* @param {Results_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_afternoon: ((inputs?: Results_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Window_AfternoonInputs = {};
