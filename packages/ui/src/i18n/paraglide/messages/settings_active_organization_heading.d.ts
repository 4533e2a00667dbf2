/**
* | output |
* | --- |
* | "Active organization" |
*
* @param {Settings_Active_Organization_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_heading: ((inputs?: Settings_Active_Organization_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Active_Organization_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Active_Organization_HeadingInputs = {};
