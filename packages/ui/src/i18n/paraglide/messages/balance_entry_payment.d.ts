/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Balance_Entry_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_entry_payment: ((inputs?: Balance_Entry_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Entry_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Entry_PaymentInputs = {};
