/**
* | output |
* | --- |
* | "Not a flight of the airline" |
*
* @param {Lowcost_Link_Not_A_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_not_a_flight: ((inputs?: Lowcost_Link_Not_A_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Link_Not_A_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Link_Not_A_FlightInputs = {};
