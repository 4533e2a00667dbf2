/**
* | output |
* | --- |
* | "Organization role" |
*
* @param {Settings_Profile_Organization_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_profile_organization_role: ((inputs?: Settings_Profile_Organization_RoleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Profile_Organization_RoleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Profile_Organization_RoleInputs = {};
