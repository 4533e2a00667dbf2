/**
* | output |
* | --- |
* | "Arrow keys move between seats, Home and End go to the ends of a row, Page Up and Page Down move five rows, N jumps to the next available seat, Enter or Space..." |
*
* @param {Seatmap_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_help: ((inputs?: Seatmap_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_HelpInputs = {};
