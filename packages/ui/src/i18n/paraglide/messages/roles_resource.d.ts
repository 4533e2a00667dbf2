/**
* | output |
* | --- |
* | "Resource" |
*
* @param {Roles_ResourceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource: ((inputs?: Roles_ResourceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_ResourceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_ResourceInputs = {};
