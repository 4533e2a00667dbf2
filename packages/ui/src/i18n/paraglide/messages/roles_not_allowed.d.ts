/**
* | output |
* | --- |
* | "not allowed" |
*
* @param {Roles_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_not_allowed: ((inputs?: Roles_Not_AllowedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Not_AllowedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Not_AllowedInputs = {};
