/**
* | output |
* | --- |
* | "exit row" |
*
* @param {Seatmap_Exit_RowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_exit_row: ((inputs?: Seatmap_Exit_RowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Exit_RowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Exit_RowInputs = {};
