/**
* | output |
* | --- |
* | "Infants travel on an adult's lap and get no seat of their own." |
*
* @param {Editor_Seats_InfantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_infants: ((inputs?: Editor_Seats_InfantsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_InfantsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_InfantsInputs = {};
