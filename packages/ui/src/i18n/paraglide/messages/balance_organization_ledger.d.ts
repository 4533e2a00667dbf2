/**
* | output |
* | --- |
* | "{name} ledger" |
*
* @param {Balance_Organization_LedgerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_organization_ledger: ((inputs: Balance_Organization_LedgerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Organization_LedgerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Organization_LedgerInputs = {
    name: NonNullable<unknown>;
};
