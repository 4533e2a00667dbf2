/**
* | output |
* | --- |
* | "New codes replace the old ones, which stop working." |
*
* @param {Settings_Backup_Codes_Regenerate_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerate_description: ((inputs?: Settings_Backup_Codes_Regenerate_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_Regenerate_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_Regenerate_DescriptionInputs = {};
