/**
* | output |
* | --- |
* | "Your role ({role}) only reads access control: an owner or an admin creates and changes roles." |
*
* @param {Roles_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_read_only: ((inputs: Roles_Read_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Read_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Read_OnlyInputs = {
    role: NonNullable<unknown>;
};
