/**
* | output |
* | --- |
* | "Cancel the reservation shown" |
*
* @param {Cmd_Help_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_cancel: ((inputs?: Cmd_Help_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Help_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Help_CancelInputs = {};
