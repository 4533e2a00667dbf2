/**
* | output |
* | --- |
* | "Void ticket" |
*
* @param {Ticket_VoidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void: ((inputs?: Ticket_VoidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_VoidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_VoidInputs = {};
