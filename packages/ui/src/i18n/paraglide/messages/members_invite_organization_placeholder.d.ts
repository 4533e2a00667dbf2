/**
* | output |
* | --- |
* | "Choose an organization" |
*
* @param {Members_Invite_Organization_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_organization_placeholder: ((inputs?: Members_Invite_Organization_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invite_Organization_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invite_Organization_PlaceholderInputs = {};
