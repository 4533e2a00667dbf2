/**
* | output |
* | --- |
* | "This offer is no longer available" |
*
* @param {Booking_Offer_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_offer_gone: ((inputs?: Booking_Offer_GoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Offer_GoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Offer_GoneInputs = {};
