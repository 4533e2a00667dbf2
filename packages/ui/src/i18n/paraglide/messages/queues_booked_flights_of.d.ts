/**
* | output |
* | --- |
* | "Booked flights of {locator}" |
*
* @param {Queues_Booked_Flights_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_booked_flights_of: ((inputs: Queues_Booked_Flights_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Booked_Flights_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Booked_Flights_OfInputs = {
    locator: NonNullable<unknown>;
};
