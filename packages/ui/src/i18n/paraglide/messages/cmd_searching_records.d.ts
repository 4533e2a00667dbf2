/**
* | output |
* | --- |
* | "Searching reservations and tickets…" |
*
* @param {Cmd_Searching_RecordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_searching_records: ((inputs?: Cmd_Searching_RecordsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Searching_RecordsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Searching_RecordsInputs = {};
