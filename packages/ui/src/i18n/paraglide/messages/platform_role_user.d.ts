/**
* | output |
* | --- |
* | "User" |
*
* @param {Platform_Role_UserInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const platform_role_user: ((inputs?: Platform_Role_UserInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Platform_Role_UserInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Platform_Role_UserInputs = {};
