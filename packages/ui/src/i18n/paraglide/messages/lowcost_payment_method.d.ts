/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Lowcost_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_payment_method: ((inputs?: Lowcost_Payment_MethodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Payment_MethodInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Payment_MethodInputs = {};
