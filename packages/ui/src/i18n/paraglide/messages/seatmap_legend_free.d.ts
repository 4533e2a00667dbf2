/**
* | output |
* | --- |
* | "Free" |
*
* @param {Seatmap_Legend_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_free: ((inputs?: Seatmap_Legend_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_FreeInputs = {};
