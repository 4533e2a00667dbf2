/**
* | output |
* | --- |
* | "Role" |
*
* @param {Settings_Organization_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_role: ((inputs?: Settings_Organization_RoleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Organization_RoleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Organization_RoleInputs = {};
