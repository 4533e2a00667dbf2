/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{amount} will be debited from the organization's balance and {count} ticket issued, one per traveler." |
* | * | "{amount} will be debited from the organization's balance and {count} tickets issued, one per traveler." |
*
* @param {Reservation_Ticket_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_confirm_description: ((inputs: Reservation_Ticket_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Ticket_Confirm_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Ticket_Confirm_DescriptionInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
