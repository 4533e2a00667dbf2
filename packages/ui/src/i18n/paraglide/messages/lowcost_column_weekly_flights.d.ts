/**
* | output |
* | --- |
* | "Flights a week" |
*
* @param {Lowcost_Column_Weekly_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_weekly_flights: ((inputs?: Lowcost_Column_Weekly_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Column_Weekly_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Column_Weekly_FlightsInputs = {};
