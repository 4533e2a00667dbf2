/**
* | output |
* | --- |
* | "extra legroom" |
*
* @param {Seatmap_Extra_LegroomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_extra_legroom: ((inputs?: Seatmap_Extra_LegroomInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Extra_LegroomInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Extra_LegroomInputs = {};
