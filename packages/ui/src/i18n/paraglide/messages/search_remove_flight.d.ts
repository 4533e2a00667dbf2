/**
* | output |
* | --- |
* | "Remove flight {number}" |
*
* @param {Search_Remove_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_remove_flight: ((inputs: Search_Remove_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Remove_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Remove_FlightInputs = {
    number: NonNullable<unknown>;
};
