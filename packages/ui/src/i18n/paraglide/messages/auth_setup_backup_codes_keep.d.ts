/**
* | output |
* | --- |
* | "Keep them somewhere safe: each one signs you in once if you lose your phone." |
*
* @param {Auth_Setup_Backup_Codes_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_backup_codes_keep: ((inputs?: Auth_Setup_Backup_Codes_KeepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Backup_Codes_KeepInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Backup_Codes_KeepInputs = {};
