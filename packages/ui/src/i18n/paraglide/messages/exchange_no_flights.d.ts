/**
* | output |
* | --- |
* | "No new flights for this ticket." |
*
* @param {Exchange_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_no_flights: ((inputs?: Exchange_No_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_No_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_No_FlightsInputs = {};
