/**
* | output |
* | --- |
* | "Passenger" |
*
* @param {Ticket_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_passenger: ((inputs?: Ticket_PassengerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_PassengerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_PassengerInputs = {};
