/**
* | output |
* | --- |
* | "Not ticketed yet." |
*
* @param {Reservation_Not_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_not_ticketed: ((inputs?: Reservation_Not_TicketedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Not_TicketedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Not_TicketedInputs = {};
