/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Members_Invitations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitations_title: ((inputs?: Members_Invitations_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invitations_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invitations_TitleInputs = {};
