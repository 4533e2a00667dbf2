/**
* | output |
* | --- |
* | "Allowed: the role {role} grants every one of these actions." |
*
* @param {Roles_Checker_Allowed_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_allowed_all: ((inputs: Roles_Checker_Allowed_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_Allowed_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_Allowed_AllInputs = {
    role: NonNullable<unknown>;
};
