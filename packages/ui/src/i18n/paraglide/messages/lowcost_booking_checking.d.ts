/**
* | output |
* | --- |
* | "Checking the flights with the airline…" |
*
* @param {Lowcost_Booking_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_checking: ((inputs?: Lowcost_Booking_CheckingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Booking_CheckingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Booking_CheckingInputs = {};
