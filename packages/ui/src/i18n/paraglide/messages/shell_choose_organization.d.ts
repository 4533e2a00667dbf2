/**
* | output |
* | --- |
* | "Choose an organization" |
*
* @param {Shell_Choose_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_choose_organization: ((inputs?: Shell_Choose_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Choose_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Choose_OrganizationInputs = {};
