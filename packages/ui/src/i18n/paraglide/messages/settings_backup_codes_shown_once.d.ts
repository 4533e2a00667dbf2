/**
* | output |
* | --- |
* | "These codes are shown only now: copy them or save them as a file." |
*
* @param {Settings_Backup_Codes_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_shown_once: ((inputs?: Settings_Backup_Codes_Shown_OnceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Backup_Codes_Shown_OnceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Backup_Codes_Shown_OnceInputs = {};
