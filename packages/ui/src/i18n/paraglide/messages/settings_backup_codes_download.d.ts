/**
* | output |
* | --- |
* | "Download as .txt" |
*
* @param {Settings_Backup_Codes_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_download: ((inputs?: Settings_Backup_Codes_DownloadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_DownloadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_DownloadInputs = {};
