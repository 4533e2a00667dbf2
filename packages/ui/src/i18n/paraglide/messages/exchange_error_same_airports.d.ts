/**
* | output |
* | --- |
* | "Choose a destination other than the origin" |
*
* @param {Exchange_Error_Same_AirportsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_error_same_airports: ((inputs?: Exchange_Error_Same_AirportsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Error_Same_AirportsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Error_Same_AirportsInputs = {};
