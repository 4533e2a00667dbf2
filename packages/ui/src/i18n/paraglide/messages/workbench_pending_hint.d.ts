/**
* | output |
* | --- |
* | "Changes made below are listed here until you commit or ignore them." |
*
* @param {Workbench_Pending_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_pending_hint: ((inputs?: Workbench_Pending_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Pending_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Pending_HintInputs = {};
