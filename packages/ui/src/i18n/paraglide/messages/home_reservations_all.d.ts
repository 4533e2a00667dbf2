/**
* | output |
* | --- |
* | "All reservations" |
*
* @param {Home_Reservations_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_all: ((inputs?: Home_Reservations_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservations_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservations_AllInputs = {};
