/**
* | output |
* | --- |
* | "Local bank card (+2.3 %)" |
*
* @param {Lowcost_Payment_Local_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_payment_local_card: ((inputs?: Lowcost_Payment_Local_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Payment_Local_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Payment_Local_CardInputs = {};
