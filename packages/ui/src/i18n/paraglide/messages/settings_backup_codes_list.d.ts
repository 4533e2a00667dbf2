/**
* | output |
* | --- |
* | "New backup codes" |
*
* @param {Settings_Backup_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_list: ((inputs?: Settings_Backup_Codes_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_ListInputs = {};
