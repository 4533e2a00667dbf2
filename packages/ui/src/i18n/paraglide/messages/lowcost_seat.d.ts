/**
* | output |
* | --- |
* | "seat {seat}" |
*
* @param {Lowcost_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seat: ((inputs: Lowcost_SeatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_SeatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_SeatInputs = {
    seat: NonNullable<unknown>;
};
