/**
* | output |
* | --- |
* | "XI cancels the reservation shown: this page has no \"Cancel reservation\" to run." |
*
* @param {Cmd_Cancel_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_cancel_elsewhere: ((inputs?: Cmd_Cancel_ElsewhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Cancel_ElsewhereInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Cancel_ElsewhereInputs = {};
