/**
* | kind | output |
* | --- | --- |
* | "reservation-cancelled" | "{locator} is cancelled." |
* | "reservation-ticketed" | "{locator} is already ticketed." |
* | "reservation-already-cancelled" | "{locator} is already cancelled." |
* | "reservation-has-tickets" | "{locator} has issued tickets: void them before cancelling." |
* | "edit-cancelled" | "{locator} is cancelled: it can no longer be changed." |
* | * | "Only a booked reservation can be repriced; {locator} is {status}." |
*
* @param {Reservation_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_refusal: ((inputs: Reservation_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_RefusalInputs = {
    kind: NonNullable<unknown>;
    locator: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
