/**
* | output |
* | --- |
* | "An unaccompanied minor must be 5 to 17 years old on the day of departure" |
*
* @param {Booking_Error_Unaccompanied_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_unaccompanied_age: ((inputs?: Booking_Error_Unaccompanied_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Unaccompanied_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Unaccompanied_AgeInputs = {};
