/**
* | output |
* | --- |
* | "No pending change yet" |
*
* @param {Workbench_No_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_no_pending: ((inputs?: Workbench_No_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_No_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_No_PendingInputs = {};
