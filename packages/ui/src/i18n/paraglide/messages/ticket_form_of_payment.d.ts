/**
* | output |
* | --- |
* | "Form of payment" |
*
* @param {Ticket_Form_Of_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_form_of_payment: ((inputs?: Ticket_Form_Of_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Form_Of_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Form_Of_PaymentInputs = {};
