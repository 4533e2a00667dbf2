/**
* | output |
* | --- |
* | "Extra legroom" |
*
* @param {Seatmap_Legend_Extra_LegroomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_extra_legroom: ((inputs?: Seatmap_Legend_Extra_LegroomInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_Extra_LegroomInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_Extra_LegroomInputs = {};
