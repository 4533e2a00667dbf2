/**
* | output |
* | --- |
* | "Occupied" |
*
* @param {Seatmap_Legend_OccupiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_occupied: ((inputs?: Seatmap_Legend_OccupiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_OccupiedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_OccupiedInputs = {};
