/**
* | output |
* | --- |
* | "Loading the role…" |
*
* @param {Roles_Loading_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_loading_role: ((inputs?: Roles_Loading_RoleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Loading_RoleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Loading_RoleInputs = {};
