/**
* | output |
* | --- |
* | "Next: new flights" |
*
* @param {Exchange_Next_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_next_flights: ((inputs?: Exchange_Next_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Next_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Next_FlightsInputs = {};
