/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Reservation (PNR)" |
* | * | "Order" |
*
* @param {Ticket_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_reservation: ((inputs: Ticket_ReservationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_ReservationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_ReservationInputs = {
    kind: NonNullable<unknown>;
};
