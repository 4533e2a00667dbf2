/**
* | output |
* | --- |
* | "issued" |
*
* @param {Home_Ticket_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_ticket_issued: ((inputs?: Home_Ticket_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Ticket_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Ticket_IssuedInputs = {};
