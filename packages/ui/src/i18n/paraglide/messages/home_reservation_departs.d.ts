/**
* | output |
* | --- |
* | "departs" |
*
* @param {Home_Reservation_DepartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservation_departs: ((inputs?: Home_Reservation_DepartsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservation_DepartsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservation_DepartsInputs = {};
