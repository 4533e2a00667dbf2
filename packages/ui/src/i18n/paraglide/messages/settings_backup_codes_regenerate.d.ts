/**
* | output |
* | --- |
* | "Regenerate backup codes" |
*
* @param {Settings_Backup_Codes_RegenerateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerate: ((inputs?: Settings_Backup_Codes_RegenerateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_RegenerateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_RegenerateInputs = {};
