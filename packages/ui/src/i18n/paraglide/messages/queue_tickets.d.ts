/**
* | output |
* | --- |
* | "Pending and failed tickets" |
*
* @param {Queue_TicketsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_tickets: ((inputs?: Queue_TicketsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queue_TicketsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queue_TicketsInputs = {};
