/**
* | output |
* | --- |
* | "Unknown month \"{month}\": use JAN to DEC." |
*
* @param {Cmd_Unknown_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_month: ((inputs: Cmd_Unknown_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Unknown_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Unknown_MonthInputs = {
    month: NonNullable<unknown>;
};
