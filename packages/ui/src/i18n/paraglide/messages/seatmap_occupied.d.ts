/**
* | output |
* | --- |
* | "occupied" |
*
* @param {Seatmap_OccupiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_occupied: ((inputs?: Seatmap_OccupiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_OccupiedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_OccupiedInputs = {};
