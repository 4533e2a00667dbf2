/**
* | output |
* | --- |
* | "Booked on" |
*
* @param {Reservation_Booked_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_booked_on: ((inputs?: Reservation_Booked_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Booked_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Booked_OnInputs = {};
