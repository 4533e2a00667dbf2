/**
* | output |
* | --- |
* | "No seat chosen" |
*
* @param {Seatmap_No_Seat_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_no_seat_chosen: ((inputs?: Seatmap_No_Seat_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_No_Seat_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_No_Seat_ChosenInputs = {};
