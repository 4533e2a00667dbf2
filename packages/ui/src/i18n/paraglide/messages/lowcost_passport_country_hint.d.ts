/**
* | output |
* | --- |
* | "Two letters, e.g. MA" |
*
* @param {Lowcost_Passport_Country_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_country_hint: ((inputs?: Lowcost_Passport_Country_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Passport_Country_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Passport_Country_HintInputs = {};
