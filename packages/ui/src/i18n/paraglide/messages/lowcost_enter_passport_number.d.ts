/**
* | output |
* | --- |
* | "Enter the passport number" |
*
* @param {Lowcost_Enter_Passport_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_number: ((inputs?: Lowcost_Enter_Passport_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_Passport_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_Passport_NumberInputs = {};
