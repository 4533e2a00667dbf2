/**
* | output |
* | --- |
* | "Voided" |
*
* @param {Status_VoidedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_voided: ((inputs?: Status_VoidedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_VoidedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_VoidedInputs = {};
