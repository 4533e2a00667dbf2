/**
* | output |
* | --- |
* | "This itinerary crosses a border: every traveler needs a passport or identity card." |
*
* @param {Booking_Documents_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_documents_required: ((inputs?: Booking_Documents_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Documents_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Documents_RequiredInputs = {};
