/**
* | output |
* | --- |
* | "Remove OSI remark {text}" |
*
* @param {Workbench_Change_Remove_OsiInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_osi: ((inputs: Workbench_Change_Remove_OsiInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_Remove_OsiInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_Remove_OsiInputs = {
    text: NonNullable<unknown>;
};
