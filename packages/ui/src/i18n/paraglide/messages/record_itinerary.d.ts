/**
* | output |
* | --- |
* | "Itinerary" |
*
* @param {Record_ItineraryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_itinerary: ((inputs?: Record_ItineraryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_ItineraryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_ItineraryInputs = {};
