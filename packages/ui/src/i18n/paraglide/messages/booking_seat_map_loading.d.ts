/**
* | output |
* | --- |
* | "Loading the seat map…" |
*
* @param {Booking_Seat_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seat_map_loading: ((inputs?: Booking_Seat_Map_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Seat_Map_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Seat_Map_LoadingInputs = {};
