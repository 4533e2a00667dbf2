/**
* | output |
* | --- |
* | "Enter a phone number with its country code, e.g. +212 6 12 34 56 78" |
*
* @param {Booking_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_phone: ((inputs?: Booking_Error_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_PhoneInputs = {};
