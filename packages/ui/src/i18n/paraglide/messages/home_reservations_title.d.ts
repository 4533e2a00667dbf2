/**
* | output |
* | --- |
* | "Latest reservations" |
*
* @param {Home_Reservations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_title: ((inputs?: Home_Reservations_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservations_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservations_TitleInputs = {};
