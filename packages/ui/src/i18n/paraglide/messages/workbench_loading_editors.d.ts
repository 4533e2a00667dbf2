/**
* | output |
* | --- |
* | "Loading the editors…" |
*
* @param {Workbench_Loading_EditorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_loading_editors: ((inputs?: Workbench_Loading_EditorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Loading_EditorsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Loading_EditorsInputs = {};
