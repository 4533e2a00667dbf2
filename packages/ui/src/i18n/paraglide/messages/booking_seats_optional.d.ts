/**
* | output |
* | --- |
* | "Seats (optional)" |
*
* @param {Booking_Seats_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seats_optional: ((inputs?: Booking_Seats_OptionalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Seats_OptionalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Seats_OptionalInputs = {};
