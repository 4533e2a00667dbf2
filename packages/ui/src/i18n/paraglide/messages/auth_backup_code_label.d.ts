/**
* | output |
* | --- |
* | "Backup code" |
*
* @param {Auth_Backup_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_label: ((inputs?: Auth_Backup_Code_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Backup_Code_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Backup_Code_LabelInputs = {};
