/**
* | output |
* | --- |
* | "Ignoring…" |
*
* @param {Workbench_Status_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_ignore: ((inputs?: Workbench_Status_IgnoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Status_IgnoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Status_IgnoreInputs = {};
