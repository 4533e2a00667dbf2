/**
* | output |
* | --- |
* | "Offers are only kept while you book them from their search. Search again to choose a flight." |
*
* @param {Booking_Offer_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_offer_gone_text: ((inputs?: Booking_Offer_Gone_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Offer_Gone_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Offer_Gone_TextInputs = {};
