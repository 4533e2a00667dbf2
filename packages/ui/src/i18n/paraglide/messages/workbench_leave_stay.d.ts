/**
* | output |
* | --- |
* | "Stay and keep editing" |
*
* @param {Workbench_Leave_StayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_stay: ((inputs?: Workbench_Leave_StayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Leave_StayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Leave_StayInputs = {};
