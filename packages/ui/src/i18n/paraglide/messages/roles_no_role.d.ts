/**
* | output |
* | --- |
* | "none" |
*
* @param {Roles_No_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_no_role: ((inputs?: Roles_No_RoleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_No_RoleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_No_RoleInputs = {};
