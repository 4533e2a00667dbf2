/**
* | output |
* | --- |
* | "Something went wrong!" |
*
* @param {Kit_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_title: ((inputs?: Kit_Failure_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Failure_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Failure_TitleInputs = {};
