/**
* | output |
* | --- |
* | "New flights" |
*
* @param {Exchange_Step_New_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_new_flights: ((inputs?: Exchange_Step_New_FlightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step_New_FlightsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step_New_FlightsInputs = {};
