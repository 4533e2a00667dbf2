/**
* | output |
* | --- |
* | "Enter a phone number, e.g. +212 600 000 000" |
*
* @param {Lowcost_Enter_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_phone: ((inputs?: Lowcost_Enter_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_PhoneInputs = {};
