/**
* | output |
* | --- |
* | "Balance after" |
*
* @param {Balance_Column_Balance_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_balance_after: ((inputs?: Balance_Column_Balance_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Column_Balance_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Column_Balance_AfterInputs = {};
