/**
* | output |
* | --- |
* | "The agencies on Comptoir and their users." |
*
* @param {Organizations_Description_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_description_admin: ((inputs?: Organizations_Description_AdminInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Description_AdminInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Description_AdminInputs = {};
