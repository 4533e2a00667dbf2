/**
* | output |
* | --- |
* | "{count} seats left" |
*
* @param {Lowcost_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_left: ((inputs: Lowcost_Seats_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Seats_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Seats_LeftInputs = {
    count: NonNullable<unknown>;
};
