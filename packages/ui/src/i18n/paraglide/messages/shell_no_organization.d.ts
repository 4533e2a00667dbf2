/**
* | output |
* | --- |
* | "No organization" |
*
* @param {Shell_No_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_no_organization: ((inputs?: Shell_No_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_No_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_No_OrganizationInputs = {};
