/**
* | output |
* | --- |
* | "Unknown month \"{month}\": use JAN to DEC, or 15/12." |
*
* @param {Cmd_Unknown_Month_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_month_plain: ((inputs: Cmd_Unknown_Month_PlainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Unknown_Month_PlainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Unknown_Month_PlainInputs = {
    month: NonNullable<unknown>;
};
