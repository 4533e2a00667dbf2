/**
* | output |
* | --- |
* | "Show this ticket" |
*
* @param {Cmd_Do_Display_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_display_ticket: ((inputs?: Cmd_Do_Display_TicketInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_Display_TicketInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_Display_TicketInputs = {};
