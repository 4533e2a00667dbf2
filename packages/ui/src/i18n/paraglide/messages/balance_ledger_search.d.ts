/**
* | output |
* | --- |
* | "Description or reference" |
*
* @param {Balance_Ledger_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_ledger_search: ((inputs?: Balance_Ledger_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Ledger_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Ledger_SearchInputs = {};
