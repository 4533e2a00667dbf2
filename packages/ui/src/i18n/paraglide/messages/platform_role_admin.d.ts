/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Platform_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const platform_role_admin: ((inputs?: Platform_Role_AdminInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Platform_Role_AdminInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Platform_Role_AdminInputs = {};
