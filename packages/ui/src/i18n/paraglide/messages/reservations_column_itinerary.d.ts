/**
* | output |
* | --- |
* | "Itinerary" |
*
* @param {Reservations_Column_ItineraryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_itinerary: ((inputs?: Reservations_Column_ItineraryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_ItineraryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_ItineraryInputs = {};
