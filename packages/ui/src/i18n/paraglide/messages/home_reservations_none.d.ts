/**
* | output |
* | --- |
* | "No reservations yet." |
*
* @param {Home_Reservations_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_none: ((inputs?: Home_Reservations_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservations_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservations_NoneInputs = {};
