/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Settings_Organization_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_pending_invitations: ((inputs?: Settings_Organization_Pending_InvitationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Organization_Pending_InvitationsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Organization_Pending_InvitationsInputs = {};
