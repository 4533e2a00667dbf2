/**
* | output |
* | --- |
* | "Enter the nationality as a 2-letter country code" |
*
* @param {Booking_Error_NationalityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_nationality: ((inputs?: Booking_Error_NationalityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_NationalityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_NationalityInputs = {};
