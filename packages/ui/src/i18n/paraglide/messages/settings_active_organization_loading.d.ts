/**
* | output |
* | --- |
* | "Loading the organization…" |
*
* @param {Settings_Active_Organization_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_loading: ((inputs?: Settings_Active_Organization_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Active_Organization_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Active_Organization_LoadingInputs = {};
