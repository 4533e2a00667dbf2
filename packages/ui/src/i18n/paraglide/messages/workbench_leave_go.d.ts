/**
* | output |
* | --- |
* | "Leave without committing" |
*
* @param {Workbench_Leave_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_go: ((inputs?: Workbench_Leave_GoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Leave_GoInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Leave_GoInputs = {};
