/**
* | output |
* | --- |
* | "Ticket before" |
*
* @param {Queues_Column_Ticket_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_ticket_before: ((inputs?: Queues_Column_Ticket_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_Ticket_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_Ticket_BeforeInputs = {};
