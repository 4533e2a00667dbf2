/**
* | output |
* | --- |
* | "Platform role of {name}" |
*
* @param {Organizations_Role_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_role_of: ((inputs: Organizations_Role_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Role_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Role_OfInputs = {
    name: NonNullable<unknown>;
};
