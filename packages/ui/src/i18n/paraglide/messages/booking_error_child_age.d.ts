/**
* | output |
* | --- |
* | "A child must be 2 to 11 years old on the day of departure" |
*
* @param {Booking_Error_Child_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_child_age: ((inputs?: Booking_Error_Child_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Error_Child_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Error_Child_AgeInputs = {};
