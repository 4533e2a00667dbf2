/**
* | output |
* | --- |
* | "Show Error" |
*
* @param {Kit_Failure_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_show: ((inputs?: Kit_Failure_ShowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Failure_ShowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Failure_ShowInputs = {};
