/**
* | output |
* | --- |
* | "One-way flights in plain words, with 2 adults" |
*
* @param {Cmd_Help_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_plain: ((inputs?: Cmd_Help_PlainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Help_PlainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Help_PlainInputs = {};
