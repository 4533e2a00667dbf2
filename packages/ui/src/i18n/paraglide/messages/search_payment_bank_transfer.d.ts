/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Search_Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_bank_transfer: ((inputs?: Search_Payment_Bank_TransferInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Payment_Bank_TransferInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Payment_Bank_TransferInputs = {};
