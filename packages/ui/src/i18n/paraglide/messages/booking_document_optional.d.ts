/**
* | output |
* | --- |
* | "Travel document (optional)" |
*
* @param {Booking_Document_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_optional: ((inputs?: Booking_Document_OptionalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Document_OptionalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Document_OptionalInputs = {};
