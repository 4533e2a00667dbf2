/**
* | output |
* | --- |
* | "Keep editing" |
*
* @param {Workbench_Keep_EditingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_keep_editing: ((inputs?: Workbench_Keep_EditingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Keep_EditingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Keep_EditingInputs = {};
