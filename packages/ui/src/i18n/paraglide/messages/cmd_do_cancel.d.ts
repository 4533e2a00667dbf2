/**
* | output |
* | --- |
* | "Cancel this reservation" |
*
* @param {Cmd_Do_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_cancel: ((inputs?: Cmd_Do_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_CancelInputs = {};
