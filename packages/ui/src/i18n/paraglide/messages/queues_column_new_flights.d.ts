/**
* | output |
* | --- |
* | "Airline's new flights" |
*
* @param {Queues_Column_New_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_new_flights: ((inputs?: Queues_Column_New_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_New_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_New_FlightsInputs = {};
