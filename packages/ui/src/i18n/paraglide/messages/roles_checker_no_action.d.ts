/**
* | output |
* | --- |
* | "Choose at least one action" |
*
* @param {Roles_Checker_No_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_no_action: ((inputs?: Roles_Checker_No_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_No_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_No_ActionInputs = {};
