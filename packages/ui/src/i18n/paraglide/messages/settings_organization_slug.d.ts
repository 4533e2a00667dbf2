/**
* | output |
* | --- |
* | "Slug" |
*
* @param {Settings_Organization_SlugInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_slug: ((inputs?: Settings_Organization_SlugInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Organization_SlugInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Organization_SlugInputs = {};
