/**
* | output |
* | --- |
* | "Teams" |
*
* @param {Roles_Resource_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_team: ((inputs?: Roles_Resource_TeamInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Resource_TeamInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Resource_TeamInputs = {};
