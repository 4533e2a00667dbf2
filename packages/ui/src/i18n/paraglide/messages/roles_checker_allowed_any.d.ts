/**
* | output |
* | --- |
* | "Allowed: the role {role} grants one of these actions." |
*
* @param {Roles_Checker_Allowed_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_allowed_any: ((inputs: Roles_Checker_Allowed_AnyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_Allowed_AnyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_Allowed_AnyInputs = {
    role: NonNullable<unknown>;
};
