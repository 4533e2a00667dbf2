/**
* | output |
* | --- |
* | "Choose seats on {flight}" |
*
* @param {Lowcost_Choose_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_seats: ((inputs: Lowcost_Choose_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Choose_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Choose_SeatsInputs = {
    flight: NonNullable<unknown>;
};
