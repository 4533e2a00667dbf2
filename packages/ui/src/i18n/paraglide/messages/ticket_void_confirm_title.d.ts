/**
* | output |
* | --- |
* | "Void ticket {number}" |
*
* @param {Ticket_Void_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void_confirm_title: ((inputs: Ticket_Void_Confirm_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Void_Confirm_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Void_Confirm_TitleInputs = {
    number: NonNullable<unknown>;
};
