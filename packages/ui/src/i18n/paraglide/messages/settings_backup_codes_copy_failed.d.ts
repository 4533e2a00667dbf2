/**
* | output |
* | --- |
* | "Could not copy: download them instead." |
*
* @param {Settings_Backup_Codes_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_copy_failed: ((inputs?: Settings_Backup_Codes_Copy_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_Copy_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_Copy_FailedInputs = {};
