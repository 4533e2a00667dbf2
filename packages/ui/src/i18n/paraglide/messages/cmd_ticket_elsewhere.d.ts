/**
* | output |
* | --- |
* | "TTP issues the tickets of the reservation shown: this page has no \"Issue tickets\" to run." |
*
* @param {Cmd_Ticket_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_ticket_elsewhere: ((inputs?: Cmd_Ticket_ElsewhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Ticket_ElsewhereInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Ticket_ElsewhereInputs = {};
