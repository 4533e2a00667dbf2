/**
* | output |
* | --- |
* | "Issue tickets" |
*
* @param {Reservation_Issue_TicketsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_issue_tickets: ((inputs?: Reservation_Issue_TicketsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Issue_TicketsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Issue_TicketsInputs = {};
