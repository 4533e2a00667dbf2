/**
* | output |
* | --- |
* | "{role} (you)" |
*
* @param {Organizations_Role_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_role_you: ((inputs: Organizations_Role_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Role_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Role_YouInputs = {
    role: NonNullable<unknown>;
};
