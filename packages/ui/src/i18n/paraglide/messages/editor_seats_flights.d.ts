/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Editor_Seats_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_flights: ((inputs?: Editor_Seats_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_FlightsInputs = {};
