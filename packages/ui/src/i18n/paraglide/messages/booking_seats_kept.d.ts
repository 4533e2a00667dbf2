/**
* | output |
* | --- |
* | "Seats kept for flight {flight}." |
*
* @param {Booking_Seats_KeptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seats_kept: ((inputs: Booking_Seats_KeptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Seats_KeptInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Seats_KeptInputs = {
    flight: NonNullable<unknown>;
};
