/**
* | output |
* | --- |
* | "{deck} seats, flight {flight}" |
*
* @param {Seatmap_Deck_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_deck_seats: ((inputs: Seatmap_Deck_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Deck_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Deck_SeatsInputs = {
    deck: NonNullable<unknown>;
    flight: NonNullable<unknown>;
};
