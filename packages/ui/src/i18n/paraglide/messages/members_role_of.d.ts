/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Members_Role_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_role_of: ((inputs: Members_Role_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Role_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Role_OfInputs = {
    name: NonNullable<unknown>;
};
