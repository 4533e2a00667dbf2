/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Cmd_Record_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_record_ticket: ((inputs: Cmd_Record_TicketInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Record_TicketInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Record_TicketInputs = {
    number: NonNullable<unknown>;
};
