/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Cmd_Key_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_key_enter: ((inputs?: Cmd_Key_EnterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Key_EnterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Key_EnterInputs = {};
