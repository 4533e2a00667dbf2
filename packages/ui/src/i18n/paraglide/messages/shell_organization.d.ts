/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Shell_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_organization: ((inputs?: Shell_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_OrganizationInputs = {};
