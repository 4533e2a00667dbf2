/**
* | output |
* | --- |
* | "Enter will" |
*
* @param {Cmd_Group_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_enter: ((inputs?: Cmd_Group_EnterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Group_EnterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Group_EnterInputs = {};
