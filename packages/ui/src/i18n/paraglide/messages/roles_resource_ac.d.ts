/**
* | output |
* | --- |
* | "Access control" |
*
* @param {Roles_Resource_AcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_ac: ((inputs?: Roles_Resource_AcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Resource_AcInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Resource_AcInputs = {};
