/**
* | output |
* | --- |
* | "Coupon {number}" |
*
* @param {Ticket_CouponInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupon: ((inputs: Ticket_CouponInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_CouponInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_CouponInputs = {
    number: NonNullable<unknown>;
};
