/**
* | output |
* | --- |
* | "Local bank card" |
*
* @param {Payment_Local_Bank_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_local_bank_card: ((inputs?: Payment_Local_Bank_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Local_Bank_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Local_Bank_CardInputs = {};
