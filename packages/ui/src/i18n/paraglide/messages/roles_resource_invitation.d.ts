/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Roles_Resource_InvitationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_invitation: ((inputs?: Roles_Resource_InvitationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Resource_InvitationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Resource_InvitationInputs = {};
