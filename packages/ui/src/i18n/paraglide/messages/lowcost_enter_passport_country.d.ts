/**
* | output |
* | --- |
* | "Two capital letters, e.g. MA" |
*
* @param {Lowcost_Enter_Passport_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_country: ((inputs?: Lowcost_Enter_Passport_CountryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_Passport_CountryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_Passport_CountryInputs = {};
