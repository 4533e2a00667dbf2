/**
* | output |
* | --- |
* | "Open the booking RWBAUM" |
*
* @param {Cmd_Help_RetrieveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_retrieve: ((inputs?: Cmd_Help_RetrieveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Help_RetrieveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Help_RetrieveInputs = {};
