/**
* | output |
* | --- |
* | "Booked flights" |
*
* @param {Queues_Column_Booked_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_booked_flights: ((inputs?: Queues_Column_Booked_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_Booked_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_Booked_FlightsInputs = {};
