/**
* | output |
* | --- |
* | "Backup code" |
*
* @param {Auth_Verify_Method_BackupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_backup: ((inputs?: Auth_Verify_Method_BackupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_Method_BackupInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_Method_BackupInputs = {};
