/**
* | output |
* | --- |
* | "Esc" |
*
* @param {Cmd_Key_EscapeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_key_escape: ((inputs?: Cmd_Key_EscapeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Key_EscapeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Key_EscapeInputs = {};
