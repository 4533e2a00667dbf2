/**
* | output |
* | --- |
* | "Records" |
*
* @param {Cmd_Group_RecordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_records: ((inputs?: Cmd_Group_RecordsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Group_RecordsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Group_RecordsInputs = {};
