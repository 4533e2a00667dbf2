/**
* | output |
* | --- |
* | "History" |
*
* @param {Ticket_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_history: ((inputs?: Ticket_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_HistoryInputs = {};
