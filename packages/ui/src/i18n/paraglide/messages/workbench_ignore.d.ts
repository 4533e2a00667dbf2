/**
* | output |
* | --- |
* | "Ignore changes" |
*
* @param {Workbench_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore: ((inputs?: Workbench_IgnoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_IgnoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_IgnoreInputs = {};
