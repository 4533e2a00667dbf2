/**
* | output |
* | --- |
* | "An adult must be 12 or older on the day of departure" |
*
* @param {Booking_Error_Adult_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_adult_age: ((inputs?: Booking_Error_Adult_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Adult_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Adult_AgeInputs = {};
