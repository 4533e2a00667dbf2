/**
* | output |
* | --- |
* | "Booking held" |
*
* @param {Lowcost_Booking_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_held: ((inputs?: Lowcost_Booking_HeldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Booking_HeldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Booking_HeldInputs = {};
