/**
* | output |
* | --- |
* | "Regenerating…" |
*
* @param {Settings_Backup_Codes_RegeneratingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerating: ((inputs?: Settings_Backup_Codes_RegeneratingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_RegeneratingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_RegeneratingInputs = {};
