/**
* | output |
* | --- |
* | "TWD shows the ticket shown: this page has no ticket to show." |
*
* @param {Cmd_Display_Ticket_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_display_ticket_elsewhere: ((inputs?: Cmd_Display_Ticket_ElsewhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Display_Ticket_ElsewhereInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Display_Ticket_ElsewhereInputs = {};
