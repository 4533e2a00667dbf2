/**
* | output |
* | --- |
* | "Type the two airports, a date, then the passengers if more than 1 adult: cmn cdg 15/12 2 adt." |
*
* @param {Cmd_Plain_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_plain_format: ((inputs?: Cmd_Plain_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Plain_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Plain_FormatInputs = {};
