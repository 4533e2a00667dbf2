/**
* | output |
* | --- |
* | "Backup codes" |
*
* @param {Auth_Setup_Backup_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_backup_codes: ((inputs?: Auth_Setup_Backup_CodesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setup_Backup_CodesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setup_Backup_CodesInputs = {};
