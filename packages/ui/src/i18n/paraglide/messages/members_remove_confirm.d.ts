/**
* | output |
* | --- |
* | "Yes, remove" |
*
* @param {Members_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_remove_confirm: ((inputs?: Members_Remove_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Remove_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Remove_ConfirmInputs = {};
