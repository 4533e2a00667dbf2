/**
* | output |
* | --- |
* | "Issue the tickets of this reservation" |
*
* @param {Cmd_Do_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_ticket: ((inputs?: Cmd_Do_TicketInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_TicketInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_TicketInputs = {};
