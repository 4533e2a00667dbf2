/**
* | output |
* | --- |
* | "No active organization" |
*
* @param {Settings_Profile_No_Active_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_profile_no_active_organization: ((inputs?: Settings_Profile_No_Active_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Profile_No_Active_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Profile_No_Active_OrganizationInputs = {};
