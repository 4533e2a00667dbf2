/**
* | output |
* | --- |
* | "Issued on" |
*
* @param {Ticket_Issued_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_issued_on: ((inputs?: Ticket_Issued_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Issued_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Issued_OnInputs = {};
