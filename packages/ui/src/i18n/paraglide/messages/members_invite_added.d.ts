/**
* | output |
* | --- |
* | "{email} was added." |
*
* @param {Members_Invite_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_added: ((inputs: Members_Invite_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invite_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invite_AddedInputs = {
    email: NonNullable<unknown>;
};
