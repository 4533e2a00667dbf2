/**
* | output |
* | --- |
* | "Save {name}" |
*
* @param {Roles_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_save: ((inputs: Roles_SaveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_SaveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_SaveInputs = {
    name: NonNullable<unknown>;
};
