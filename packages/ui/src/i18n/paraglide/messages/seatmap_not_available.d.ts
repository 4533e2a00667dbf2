/**
* | output |
* | --- |
* | "not available" |
*
* @param {Seatmap_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_not_available: ((inputs?: Seatmap_Not_AvailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Not_AvailableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Not_AvailableInputs = {};
