/**
* | output |
* | --- |
* | "Leave with uncommitted changes?" |
*
* @param {Workbench_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_title: ((inputs?: Workbench_Leave_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Leave_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Leave_TitleInputs = {};
