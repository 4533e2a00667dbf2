/**
* | output |
* | --- |
* | "restricted" |
*
* @param {Seatmap_RestrictedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_restricted: ((inputs?: Seatmap_RestrictedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_RestrictedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_RestrictedInputs = {};
