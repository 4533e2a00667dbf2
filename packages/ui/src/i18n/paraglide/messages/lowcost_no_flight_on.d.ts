/**
* | output |
* | --- |
* | "No flight on {date}: choose another day." |
*
* @param {Lowcost_No_Flight_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_flight_on: ((inputs: Lowcost_No_Flight_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_No_Flight_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_No_Flight_OnInputs = {
    date: NonNullable<unknown>;
};
