/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_bank_transfer: ((inputs?: Payment_Bank_TransferInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Bank_TransferInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Bank_TransferInputs = {};
