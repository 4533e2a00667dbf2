/**
* | output |
* | --- |
* | "Command bar" |
*
* @param {Cmd_Shortcut_BarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_bar: ((inputs?: Cmd_Shortcut_BarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Shortcut_BarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Shortcut_BarInputs = {};
