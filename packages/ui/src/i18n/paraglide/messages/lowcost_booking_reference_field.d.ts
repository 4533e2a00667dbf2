/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Lowcost_Booking_Reference_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_reference_field: ((inputs?: Lowcost_Booking_Reference_FieldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Booking_Reference_FieldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Booking_Reference_FieldInputs = {};
