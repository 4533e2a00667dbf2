/**
* | output |
* | --- |
* | "Fare difference" |
*
* @param {Exchange_Fare_DifferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_fare_difference: ((inputs?: Exchange_Fare_DifferenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Fare_DifferenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Fare_DifferenceInputs = {};
