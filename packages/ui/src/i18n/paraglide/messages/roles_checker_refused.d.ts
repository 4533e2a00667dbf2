/**
* | output |
* | --- |
* | "Refused: {reason}" |
*
* @param {Roles_Checker_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_refused: ((inputs: Roles_Checker_RefusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_RefusedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_RefusedInputs = {
    reason: NonNullable<unknown>;
};
