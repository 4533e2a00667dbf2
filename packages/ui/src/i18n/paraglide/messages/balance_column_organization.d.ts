/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Balance_Column_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_organization: ((inputs?: Balance_Column_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Column_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Column_OrganizationInputs = {};
