/**
* | output |
* | --- |
* | "available" |
*
* @param {Seatmap_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_available: ((inputs?: Seatmap_AvailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_AvailableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_AvailableInputs = {};
