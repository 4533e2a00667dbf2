/**
* | output |
* | --- |
* | "Airline says" |
*
* @param {Queues_Column_Airline_SaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_airline_says: ((inputs?: Queues_Column_Airline_SaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_Airline_SaysInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_Airline_SaysInputs = {};
