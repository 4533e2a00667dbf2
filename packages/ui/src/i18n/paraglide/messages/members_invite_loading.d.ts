/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Members_Invite_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_loading: ((inputs?: Members_Invite_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invite_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invite_LoadingInputs = {};
