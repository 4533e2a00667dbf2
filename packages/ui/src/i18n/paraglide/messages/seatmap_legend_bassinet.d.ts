/**
* | output |
* | --- |
* | "Bassinet" |
*
* @param {Seatmap_Legend_BassinetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_bassinet: ((inputs?: Seatmap_Legend_BassinetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_BassinetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_BassinetInputs = {};
