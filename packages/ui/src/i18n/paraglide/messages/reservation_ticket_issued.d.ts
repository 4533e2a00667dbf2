/**
* | output |
* | --- |
* | "issued" |
*
* @param {Reservation_Ticket_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_issued: ((inputs?: Reservation_Ticket_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Ticket_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Ticket_IssuedInputs = {};
