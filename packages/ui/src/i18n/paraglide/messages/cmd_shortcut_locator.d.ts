/**
* | output |
* | --- |
* | "Locator field" |
*
* @param {Cmd_Shortcut_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_locator: ((inputs?: Cmd_Shortcut_LocatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Shortcut_LocatorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Shortcut_LocatorInputs = {};
