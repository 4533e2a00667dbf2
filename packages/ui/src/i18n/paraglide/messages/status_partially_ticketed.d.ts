/**
* | output |
* | --- |
* | "Partially ticketed" |
*
* @param {Status_Partially_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_partially_ticketed: ((inputs?: Status_Partially_TicketedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Partially_TicketedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Partially_TicketedInputs = {};
