/**
* | output |
* | --- |
* | "bassinet" |
*
* @param {Seatmap_BassinetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_bassinet: ((inputs?: Seatmap_BassinetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_BassinetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_BassinetInputs = {};
