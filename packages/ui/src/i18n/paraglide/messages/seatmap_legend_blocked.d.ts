/**
* | output |
* | --- |
* | "Not available" |
*
* @param {Seatmap_Legend_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_blocked: ((inputs?: Seatmap_Legend_BlockedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_BlockedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_BlockedInputs = {};
