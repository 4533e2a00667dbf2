/**
* | output |
* | --- |
* | "Hide Error" |
*
* @param {Kit_Failure_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_hide: ((inputs?: Kit_Failure_HideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Failure_HideInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Failure_HideInputs = {};
