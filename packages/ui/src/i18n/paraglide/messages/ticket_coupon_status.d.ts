/**
* | status | output |
* | --- | --- |
* | "open" | "Open" |
* | "used" | "Used" |
* | "void" | "Void" |
* | "exchanged" | "Exchanged" |
* | * | "Refunded" |
*
* @param {Ticket_Coupon_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupon_status: ((inputs: Ticket_Coupon_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Coupon_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Coupon_StatusInputs = {
    status: NonNullable<unknown>;
};
