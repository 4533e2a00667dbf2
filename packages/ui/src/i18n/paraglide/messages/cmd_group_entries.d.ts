/**
* | output |
* | --- |
* | "Entries" |
*
* @param {Cmd_Group_EntriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_entries: ((inputs?: Cmd_Group_EntriesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Group_EntriesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Group_EntriesInputs = {};
