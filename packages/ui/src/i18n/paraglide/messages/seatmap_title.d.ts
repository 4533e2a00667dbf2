/**
* | output |
* | --- |
* | "Flight {flight} · {aircraft}" |
*
* @param {Seatmap_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_title: ((inputs: Seatmap_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_TitleInputs = {
    flight: NonNullable<unknown>;
    aircraft: NonNullable<unknown>;
};
