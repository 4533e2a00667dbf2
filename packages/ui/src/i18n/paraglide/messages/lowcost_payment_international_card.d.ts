/**
* | output |
* | --- |
* | "International bank card (+3 %)" |
*
* @param {Lowcost_Payment_International_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_payment_international_card: ((inputs?: Lowcost_Payment_International_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Payment_International_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Payment_International_CardInputs = {};
