/**
* | output |
* | --- |
* | "Enter the expiry date" |
*
* @param {Lowcost_Enter_Passport_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_expiry: ((inputs?: Lowcost_Enter_Passport_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_Passport_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_Passport_ExpiryInputs = {};
