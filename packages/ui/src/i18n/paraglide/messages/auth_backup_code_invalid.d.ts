/**
* | output |
* | --- |
* | "Enter a backup code like abcde-12345." |
*
* @param {Auth_Backup_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_invalid: ((inputs?: Auth_Backup_Code_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Backup_Code_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Backup_Code_InvalidInputs = {};
