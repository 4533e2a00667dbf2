/**
* | output |
* | --- |
* | "Ticketed" |
*
* @param {Status_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_ticketed: ((inputs?: Status_TicketedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_TicketedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_TicketedInputs = {};
