/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Settings_Backup_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_copied: ((inputs?: Settings_Backup_Codes_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_CopiedInputs = {};
