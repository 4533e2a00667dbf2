/**
* | output |
* | --- |
* | "Choose at least one permission" |
*
* @param {Roles_No_PermissionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_no_permission: ((inputs?: Roles_No_PermissionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_No_PermissionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_No_PermissionInputs = {};
