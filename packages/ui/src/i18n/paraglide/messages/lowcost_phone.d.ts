/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Lowcost_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_phone: ((inputs?: Lowcost_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_PhoneInputs = {};
