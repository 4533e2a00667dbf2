/**
* | output |
* | --- |
* | "Debit" |
*
* @param {Balance_Kind_DebitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_debit: ((inputs?: Balance_Kind_DebitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Kind_DebitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Kind_DebitInputs = {};
