/**
* | output |
* | --- |
* | "Committing…" |
*
* @param {Workbench_Status_CommitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_commit: ((inputs?: Workbench_Status_CommitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Status_CommitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Status_CommitInputs = {};
