/**
* | output |
* | --- |
* | "Flight {number}" |
*
* @param {Search_Flight_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_flight_number: ((inputs: Search_Flight_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Flight_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Flight_NumberInputs = {
    number: NonNullable<unknown>;
};
