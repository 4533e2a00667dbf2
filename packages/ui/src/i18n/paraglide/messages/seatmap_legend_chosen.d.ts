/**
* | output |
* | --- |
* | "Chosen (initials)" |
*
* @param {Seatmap_Legend_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_chosen: ((inputs?: Seatmap_Legend_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Legend_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Legend_ChosenInputs = {};
