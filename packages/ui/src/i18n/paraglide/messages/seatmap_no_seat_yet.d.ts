/**
* | output |
* | --- |
* | "No seat yet" |
*
* @param {Seatmap_No_Seat_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_no_seat_yet: ((inputs?: Seatmap_No_Seat_YetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_No_Seat_YetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_No_Seat_YetInputs = {};
