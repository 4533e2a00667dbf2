/**
* | output |
* | --- |
* | "Class {code}" |
*
* @param {Record_Booking_ClassInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_booking_class: ((inputs: Record_Booking_ClassInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Booking_ClassInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Booking_ClassInputs = {
    code: NonNullable<unknown>;
};
