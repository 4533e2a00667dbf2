/**
* | output |
* | --- |
* | "terminal {terminal}" |
*
* @param {Record_TerminalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_terminal: ((inputs: Record_TerminalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_TerminalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_TerminalInputs = {
    terminal: NonNullable<unknown>;
};
