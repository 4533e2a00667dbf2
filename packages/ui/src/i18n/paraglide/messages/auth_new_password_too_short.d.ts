/**
* | output |
* | --- |
* | "Use at least {count} characters." |
*
* @param {Auth_New_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_too_short: ((inputs: Auth_New_Password_Too_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_Password_Too_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_New_Password_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
