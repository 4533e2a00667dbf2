/**
* | output |
* | --- |
* | "Ticket before" |
*
* @param {Reservation_Ticket_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_before: ((inputs?: Reservation_Ticket_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Ticket_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Ticket_BeforeInputs = {};
