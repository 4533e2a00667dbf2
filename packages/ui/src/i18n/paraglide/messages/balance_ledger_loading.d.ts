/**
* | output |
* | --- |
* | "Loading the ledger…" |
*
* @param {Balance_Ledger_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_ledger_loading: ((inputs?: Balance_Ledger_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Ledger_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Ledger_LoadingInputs = {};
