/**
* | output |
* | --- |
* | "Departure time" |
*
* @param {Lowcost_Sort_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_sort_departure: ((inputs?: Lowcost_Sort_DepartureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Sort_DepartureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Sort_DepartureInputs = {};
