/**
* | output |
* | --- |
* | "New flights of {locator}" |
*
* @param {Queues_New_Flights_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_new_flights_of: ((inputs: Queues_New_Flights_OfInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_New_Flights_OfInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_New_Flights_OfInputs = {
    locator: NonNullable<unknown>;
};
