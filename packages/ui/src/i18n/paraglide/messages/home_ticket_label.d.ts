/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Home_Ticket_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_ticket_label: ((inputs: Home_Ticket_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Ticket_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Ticket_LabelInputs = {
    number: NonNullable<unknown>;
};
