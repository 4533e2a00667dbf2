/**
* | output |
* | --- |
* | "Loading the invitations…" |
*
* @param {Members_Invitations_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitations_loading: ((inputs?: Members_Invitations_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Invitations_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Invitations_LoadingInputs = {};
