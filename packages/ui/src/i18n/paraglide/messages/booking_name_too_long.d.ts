/**
* | output |
* | --- |
* | "A name has at most {max} characters" |
*
* @param {Booking_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_name_too_long: ((inputs: Booking_Name_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Name_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
