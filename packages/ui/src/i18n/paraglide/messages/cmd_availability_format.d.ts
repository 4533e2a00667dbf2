/**
* | output |
* | --- |
* | "Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT)." |
*
* @param {Cmd_Availability_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_availability_format: ((inputs?: Cmd_Availability_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Availability_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Availability_FormatInputs = {};
