/**
* | output |
* | --- |
* | "{flight} at {time}" |
*
* @param {Lowcost_Flight_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_flight_at: ((inputs: Lowcost_Flight_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Flight_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Flight_AtInputs = {
    flight: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
