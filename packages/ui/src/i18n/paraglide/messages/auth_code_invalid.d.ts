/**
* | output |
* | --- |
* | "Enter the {count}-digit code." |
*
* @param {Auth_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_invalid: ((inputs: Auth_Code_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_InvalidInputs = {
    count: NonNullable<unknown>;
};
