/**
* | output |
* | --- |
* | "selected for {name}" |
*
* @param {Seatmap_Selected_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_selected_for: ((inputs: Seatmap_Selected_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Seatmap_Selected_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Seatmap_Selected_ForInputs = {
    name: NonNullable<unknown>;
};
