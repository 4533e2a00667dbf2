/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Title_Ticket_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_ticket_number: ((inputs: Title_Ticket_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Ticket_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Ticket_NumberInputs = {
    number: NonNullable<unknown>;
};
