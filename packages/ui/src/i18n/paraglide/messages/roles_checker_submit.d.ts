/**
* | output |
* | --- |
* | "Check" |
*
* @param {Roles_Checker_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_submit: ((inputs?: Roles_Checker_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_SubmitInputs = {};
