/**
* | output |
* | --- |
* | "Exchange ticket" |
*
* @param {Ticket_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_exchange: ((inputs?: Ticket_ExchangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_ExchangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_ExchangeInputs = {};
