/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Title_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_ticket: ((inputs?: Title_TicketInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_TicketInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_TicketInputs = {};
