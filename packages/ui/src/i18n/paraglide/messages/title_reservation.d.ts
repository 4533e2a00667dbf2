/**
* | output |
* | --- |
* | "Reservation" |
*
* @param {Title_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_reservation: ((inputs?: Title_ReservationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_ReservationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_ReservationInputs = {};
