/**
* | output |
* | --- |
* | "Any trip" |
*
* @param {Markups_Any_TripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_any_trip: ((inputs?: Markups_Any_TripInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Any_TripInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Any_TripInputs = {};
