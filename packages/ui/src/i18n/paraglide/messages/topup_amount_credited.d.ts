/**
* | output |
* | --- |
* | "Amount credited" |
*
* @param {Topup_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_amount_credited: ((inputs?: Topup_Amount_CreditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Amount_CreditedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Amount_CreditedInputs = {};
