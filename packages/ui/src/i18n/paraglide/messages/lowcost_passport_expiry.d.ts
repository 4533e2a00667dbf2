/**
* | output |
* | --- |
* | "Passport expiry" |
*
* @param {Lowcost_Passport_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_expiry: ((inputs?: Lowcost_Passport_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Passport_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Passport_ExpiryInputs = {};
