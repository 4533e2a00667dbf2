/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Topup_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_payment_method: ((inputs?: Topup_Payment_MethodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Payment_MethodInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Payment_MethodInputs = {};
