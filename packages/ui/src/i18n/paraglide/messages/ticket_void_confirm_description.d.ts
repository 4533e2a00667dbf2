/**
* | output |
* | --- |
* | "{traveler}, {route}. The coupons are cancelled and the ticket's amount is refunded to the agency balance. This cannot be undone." |
*
* @param {Ticket_Void_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void_confirm_description: ((inputs: Ticket_Void_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Void_Confirm_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Void_Confirm_DescriptionInputs = {
    traveler: NonNullable<unknown>;
    route: NonNullable<unknown>;
};
