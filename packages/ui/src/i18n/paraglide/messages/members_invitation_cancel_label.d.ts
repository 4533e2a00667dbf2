/**
* | output |
* | --- |
* | "Cancel invitation of {email}" |
*
* @param {Members_Invitation_Cancel_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitation_cancel_label: ((inputs: Members_Invitation_Cancel_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invitation_Cancel_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invitation_Cancel_LabelInputs = {
    email: NonNullable<unknown>;
};
