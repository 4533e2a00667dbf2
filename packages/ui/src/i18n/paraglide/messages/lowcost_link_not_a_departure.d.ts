/**
* | output |
* | --- |
* | "Not a departure time" |
*
* @param {Lowcost_Link_Not_A_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_not_a_departure: ((inputs?: Lowcost_Link_Not_A_DepartureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Link_Not_A_DepartureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Link_Not_A_DepartureInputs = {};
