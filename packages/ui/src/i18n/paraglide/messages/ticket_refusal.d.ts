/**
* | kind | output |
* | --- | --- |
* | "void" | "Ticket {number} is {status}: only a ticketed ticket can be voided." |
* | "exchange" | "Ticket {number} is {status}: only a ticketed ticket can be exchanged." |
* | "window" | "Ticket {number} can no longer be voided: its void window has closed." |
* | "edit" | "Ticket {number} is {status}: only a ticketed ticket can be changed." |
* | * | "NDC tickets are changed with the airline, not through the GDS exchange." |
*
* @param {Ticket_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_refusal: ((inputs: Ticket_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_RefusalInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
