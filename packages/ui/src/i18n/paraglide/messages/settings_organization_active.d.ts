/**
* | output |
* | --- |
* | "Active" |
*
* @param {Settings_Organization_ActiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_active: ((inputs?: Settings_Organization_ActiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Organization_ActiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Organization_ActiveInputs = {};
