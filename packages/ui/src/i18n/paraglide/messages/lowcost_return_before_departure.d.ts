/**
* | output |
* | --- |
* | "The return cannot be before the departure." |
*
* @param {Lowcost_Return_Before_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_return_before_departure: ((inputs?: Lowcost_Return_Before_DepartureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Return_Before_DepartureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Return_Before_DepartureInputs = {};
