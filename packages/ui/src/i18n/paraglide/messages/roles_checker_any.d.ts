/**
* | output |
* | --- |
* | "Any of these actions is enough (OR)" |
*
* @param {Roles_Checker_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_any: ((inputs?: Roles_Checker_AnyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_AnyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_AnyInputs = {};
