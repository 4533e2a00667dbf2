/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Cmd_Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcuts_title: ((inputs?: Cmd_Shortcuts_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Shortcuts_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Shortcuts_TitleInputs = {};
