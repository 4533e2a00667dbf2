/**
* | output |
* | --- |
* | "Platform users" |
*
* @param {Organizations_Tab_UsersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_tab_users: ((inputs?: Organizations_Tab_UsersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Tab_UsersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Tab_UsersInputs = {};
