/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Queues_Hold_Column_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_flight: ((inputs?: Queues_Hold_Column_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Column_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Column_FlightInputs = {};
