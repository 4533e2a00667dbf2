/**
* | output |
* | --- |
* | "Flights on {date}" |
*
* @param {Lowcost_Flights_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_flights_on: ((inputs: Lowcost_Flights_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Flights_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Flights_OnInputs = {
    date: NonNullable<unknown>;
};
