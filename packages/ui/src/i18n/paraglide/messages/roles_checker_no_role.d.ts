/**
* | output |
* | --- |
* | "Enter one role or several, separated by commas" |
*
* @param {Roles_Checker_No_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_no_role: ((inputs?: Roles_Checker_No_RoleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_No_RoleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_No_RoleInputs = {};
