/**
* | output |
* | --- |
* | "Flight time" |
*
* @param {Lowcost_Column_Flight_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_flight_time: ((inputs?: Lowcost_Column_Flight_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Column_Flight_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Column_Flight_TimeInputs = {};
