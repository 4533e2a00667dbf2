/**
* | output |
* | --- |
* | "Passenger to seat" |
*
* @param {Seatmap_Passenger_To_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_passenger_to_seat: ((inputs?: Seatmap_Passenger_To_SeatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Passenger_To_SeatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Passenger_To_SeatInputs = {};
