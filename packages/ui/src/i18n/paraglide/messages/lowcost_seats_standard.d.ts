/**
* | output |
* | --- |
* | "Standard seats included" |
*
* @param {Lowcost_Seats_StandardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_standard: ((inputs?: Lowcost_Seats_StandardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Seats_StandardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Seats_StandardInputs = {};
