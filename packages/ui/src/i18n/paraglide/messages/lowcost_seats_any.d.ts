/**
* | output |
* | --- |
* | "Any seat included" |
*
* @param {Lowcost_Seats_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_any: ((inputs?: Lowcost_Seats_AnyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Seats_AnyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Seats_AnyInputs = {};
