/**
* | output |
* | --- |
* | "Create organization" |
*
* @param {Organizations_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_create: ((inputs?: Organizations_CreateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_CreateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_CreateInputs = {};
