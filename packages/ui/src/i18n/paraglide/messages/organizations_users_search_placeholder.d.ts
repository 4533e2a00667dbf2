/**
* | output |
* | --- |
* | "Name or e-mail" |
*
* @param {Organizations_Users_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_users_search_placeholder: ((inputs?: Organizations_Users_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Users_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Users_Search_PlaceholderInputs = {};
