/**
* | output |
* | --- |
* | "An infant must be under 2 on the day of departure" |
*
* @param {Booking_Error_Infant_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_infant_age: ((inputs?: Booking_Error_Infant_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Infant_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Infant_AgeInputs = {};
