/**
* | output |
* | --- |
* | "Pick a return flight for a return search." |
*
* @param {Lowcost_Link_Return_Flight_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_return_flight_missing: ((inputs?: Lowcost_Link_Return_Flight_MissingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Link_Return_Flight_MissingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Link_Return_Flight_MissingInputs = {};
