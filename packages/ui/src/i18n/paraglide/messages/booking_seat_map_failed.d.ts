/**
* | output |
* | --- |
* | "The seat map could not be loaded. {message}" |
*
* @param {Booking_Seat_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seat_map_failed: ((inputs: Booking_Seat_Map_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Seat_Map_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Seat_Map_FailedInputs = {
    message: NonNullable<unknown>;
};
