/**
* | output |
* | --- |
* | "One or several, comma-separated as stored, e.g. member,admin" |
*
* @param {Roles_Checker_Roles_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_roles_hint: ((inputs?: Roles_Checker_Roles_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_Roles_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_Roles_HintInputs = {};
