/**
* | output |
* | --- |
* | "Impersonate" |
*
* @param {Organizations_ImpersonateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_impersonate: ((inputs?: Organizations_ImpersonateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_ImpersonateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_ImpersonateInputs = {};
