/**
* | output |
* | --- |
* | "Roles and permissions" |
*
* @param {Page_Title_RolesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_roles: ((inputs?: Page_Title_RolesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_RolesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_RolesInputs = {};
