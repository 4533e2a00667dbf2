/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Ticket_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_amount: ((inputs?: Ticket_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_AmountInputs = {};
