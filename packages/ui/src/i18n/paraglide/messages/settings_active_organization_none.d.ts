/**
* | output |
* | --- |
* | "No active organization." |
*
* @param {Settings_Active_Organization_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_none: ((inputs?: Settings_Active_Organization_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Active_Organization_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Active_Organization_NoneInputs = {};
