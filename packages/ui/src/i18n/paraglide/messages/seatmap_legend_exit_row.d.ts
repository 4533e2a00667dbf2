/**
* | output |
* | --- |
* | "Exit row" |
*
* @param {Seatmap_Legend_Exit_RowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_exit_row: ((inputs?: Seatmap_Legend_Exit_RowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_Exit_RowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_Exit_RowInputs = {};
