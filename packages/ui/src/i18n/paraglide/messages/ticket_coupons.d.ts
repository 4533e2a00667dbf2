/**
* | output |
* | --- |
* | "Coupons" |
*
* @param {Ticket_CouponsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupons: ((inputs?: Ticket_CouponsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_CouponsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_CouponsInputs = {};
