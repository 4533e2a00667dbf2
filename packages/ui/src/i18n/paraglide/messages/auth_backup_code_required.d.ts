/**
* | output |
* | --- |
* | "Enter one of your backup codes." |
*
* @param {Auth_Backup_Code_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_required: ((inputs?: Auth_Backup_Code_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Backup_Code_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Backup_Code_RequiredInputs = {};
