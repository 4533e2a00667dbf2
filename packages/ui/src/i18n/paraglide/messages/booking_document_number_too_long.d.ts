/**
* | output |
* | --- |
* | "A document number has at most {max} characters" |
*
* @param {Booking_Document_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_number_too_long: ((inputs: Booking_Document_Number_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Document_Number_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Document_Number_Too_LongInputs = {
    max: NonNullable<unknown>;
};
