/**
* | output |
* | --- |
* | "Open" |
*
* @param {Workbench_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_open: ((inputs?: Workbench_Status_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Status_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Status_OpenInputs = {};
