/**
* | output |
* | --- |
* | "New flight" |
*
* @param {Exchange_New_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_new_flight: ((inputs?: Exchange_New_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_New_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_New_FlightInputs = {};
