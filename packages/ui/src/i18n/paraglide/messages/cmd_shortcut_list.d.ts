/**
* | output |
* | --- |
* | "This list" |
*
* @param {Cmd_Shortcut_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_list: ((inputs?: Cmd_Shortcut_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Shortcut_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Shortcut_ListInputs = {};
