/**
* | output |
* | --- |
* | "Nothing has happened to this ticket yet." |
*
* @param {Ticket_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_no_history: ((inputs?: Ticket_No_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_No_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_No_HistoryInputs = {};
