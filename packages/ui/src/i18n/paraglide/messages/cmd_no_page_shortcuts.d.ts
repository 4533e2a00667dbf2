/**
* | output |
* | --- |
* | "This page has no shortcuts of its own." |
*
* @param {Cmd_No_Page_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_page_shortcuts: ((inputs?: Cmd_No_Page_ShortcutsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_No_Page_ShortcutsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_No_Page_ShortcutsInputs = {};
