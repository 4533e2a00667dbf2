/**
* | output |
* | --- |
* | "No coupon on this ticket." |
*
* @param {Ticket_No_CouponInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_no_coupon: ((inputs?: Ticket_No_CouponInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_No_CouponInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_No_CouponInputs = {};
