/**
* | output |
* | --- |
* | "Seat {code}" |
*
* @param {Seatmap_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_seat: ((inputs: Seatmap_SeatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_SeatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_SeatInputs = {
    code: NonNullable<unknown>;
};
